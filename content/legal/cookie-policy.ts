import { forgetDetailsMessages } from '../consultation';
import type { LegalDocument } from '../schema';
import { ANALYTICS_RETENTION, CONSENT_COOKIE, CONSENT_LIFETIME, GA_CLIENT_COOKIE, GA_SESSION_COOKIE } from '../cookies';
import { fullAddress, siteConfig } from '../site';

/**
 * Cookie policy. The page renders the "last updated" line and the cookie table (from content/cookies.ts)
 * inside the section with id 'cookies-we-use', so neither is repeated here. Button and link names in bold are
 * the exact labels of the consent banner (components/layout/consent-banner.tsx), the footer link
 * (components/layout/cookie-settings-button.tsx) and this page's button (app/cookie-policy/page.tsx);
 * content/legal/claims.test.ts checks them against those files.
 */

const email = `[${siteConfig.email}](mailto:${siteConfig.email})`;

export const cookiePolicy = {
  title: 'Cookie Policy',
  description: `Which cookies the ${siteConfig.name} website uses, why, and how to accept, reject or change your choice about analytics cookies at any time.`,
  intro: [
    'This policy explains what cookies are, which cookies and other browser storage this website uses, and how you can control them. We use only a few, and analytics cookies are set only if you agree.',
  ],
  sections: [
    {
      id: 'what-cookies-are',
      heading: 'What cookies are',
      blocks: [
        {
          type: 'paragraph',
          text: 'Cookies are small text files that a website stores in your browser. They let the site remember things, such as your choices, from one page or visit to the next. Some are deleted when you close your browser ("session cookies"); others stay for a set time ("persistent cookies").',
        },
        {
          type: 'paragraph',
          text: 'The law (the Privacy and Electronic Communications Regulations) says a website may set cookies that are strictly necessary for it to work, or for a service you have asked for, but must ask your permission for any others.',
        },
        {
          type: 'paragraph',
          text: 'The same rules cover other ways a website can store information in your browser, such as "session storage", which keeps information until you close the tab, and "local storage", which keeps it until you delete it, even after you close the browser or restart the computer. Session storage goes with the tab: if your browser reopens the tab (after a restart, or when you choose to reopen a closed tab), it comes back with it, and if you duplicate the tab, the copy has it too. So this policy lists those too.',
        },
      ],
    },
    {
      id: 'how-we-use-cookies',
      heading: 'How we use cookies',
      blocks: [
        {
          type: 'list',
          items: [
            `**Strictly necessary cookies** make the site work. We use one: "${CONSENT_COOKIE}", which remembers your cookie choice so we do not ask you on every page. It holds only that choice, and it is always on.`,
            `**Analytics cookies** help us count visitors and see which pages are useful, using Google Analytics 4. Its cookies ("${GA_CLIENT_COOKIE}" and "${GA_SESSION_COOKIE}") are set only if you accept them. Nothing is loaded from Google before you give consent, and if you reject analytics cookies, Google Analytics is not loaded at all. Google keeps the analytics data linked to these cookies for ${ANALYTICS_RETENTION}, then deletes it; our [privacy policy](/privacy-policy) has the details.`,
          ],
        },
        {
          type: 'paragraph',
          text: 'We do not use advertising cookies, and we do not sell information about your visit.',
        },
        {
          type: 'paragraph',
          text: `Separately from cookies, while you fill in our consultation form your browser keeps a draft of what you have typed (text only, never your files) in its "session storage", so you do not lose your work if the page reloads. This is strictly necessary for the form you are using. The draft stays on your device and is not sent to us until you submit the form. It is deleted when the form is sent, when you press "${forgetDetailsMessages.label}" (which the form offers while it keeps anything), or when you close the tab. The template trial's sign-up form keeps what you type in it the same way, until you send it or press "${forgetDetailsMessages.label}".`,
        },
        {
          type: 'paragraph',
          text: `If you start the free template trial, your browser keeps the time it ends in its session storage, so a reload neither restarts nor loses your 5 minutes. This is strictly necessary for the trial you asked for, holds nothing else, and is deleted when you close the tab. Once your sign-up has reached us, your browser keeps only its reference and a key our answer gave it, none of your details, so that signing up again from the same tab with the same email updates your one request; if it did not reach us, it keeps your details too, so that you can send them again, until they reach us, your trial ends or you press "${forgetDetailsMessages.label}".`,
        },
        {
          type: 'paragraph',
          text: 'While you answer the questions of Plan my claim, your browser keeps your answers, and which question you were on, in its session storage, so a reload does not lose them. This is strictly necessary for the tool you are using. The answers stay on your device, are never sent to us, and are deleted when you close the tab.',
        },
        {
          type: 'paragraph',
          text: 'If you mark courts as favourites in our court directory or on a court’s own page, your browser keeps that list in its "local storage", so the courts you saved are still marked next time. This is strictly necessary for a feature you chose to use. The list stays on your device, is never sent to us, and is kept until you remove your favourites or clear this site’s data in your browser.',
        },
        {
          type: 'paragraph',
          text: 'If you tick "Save my answers on this device" in Plan my claim, the document generator, the Help with Fees check or the Get paid planner, your browser keeps that choice and your answers to those tools (such as amounts, dates, names, postcodes, income and savings) in its "local storage", so they are there when you come back, even after you close the browser or restart the computer. It is off unless you tick it. This is strictly necessary for a feature you chose to use. Your answers stay on this device and are never sent to us. They are kept until you press "Clear saved answers" (which removes them all and turns saving off), untick the box, or clear this site’s data in your browser.',
        },
      ],
    },
    {
      id: 'cookies-we-use',
      heading: 'The cookies we use',
      blocks: [
        {
          type: 'paragraph',
          text: `The table below lists every cookie this website can set, and everything else it stores in your browser: who sets it, what it is for and how long it lasts. The Google Analytics cookies appear in your browser only if you have accepted analytics cookies. In the name "${GA_SESSION_COOKIE}", the part in angle brackets stands for our Google Analytics measurement ID, so in your browser you will see a name such as "_ga_" followed by letters and numbers.`,
        },
      ],
    },
    {
      id: 'your-consent',
      heading: 'Your consent and how to change it',
      blocks: [
        {
          type: 'paragraph',
          text: 'When you first visit the site, a banner asks whether you accept analytics cookies. You can choose **Accept all cookies** or **Reject analytics cookies**, or press **Choose cookies**, tick or untick **Analytics cookies** and press **Save cookie choices**. Rejecting analytics cookies does not affect how the site works.',
        },
        {
          type: 'paragraph',
          text: `We store your choice in a cookie called "${CONSENT_COOKIE}" for ${CONSENT_LIFETIME}. After that, we ask you again.`,
        },
        {
          type: 'paragraph',
          text: 'You can change your mind at any time with the **Cookie settings** link at the bottom of every page, or the **Change cookie settings** button on this page. If you withdraw consent, we delete the Google Analytics cookies from your browser and tell Google Analytics to stop using cookies straight away, and from the next time you open this site Google Analytics is not loaded at all. You can also delete cookies yourself in your browser settings (see below).',
        },
      ],
    },
    {
      id: 'managing-cookies-in-your-browser',
      heading: 'Managing cookies in your browser',
      blocks: [
        {
          type: 'paragraph',
          text: 'Most browsers let you see, delete and block cookies. If you block all cookies, including strictly necessary ones, the site cannot remember your cookie choice and will ask you again on each visit. The official help pages for common browsers explain how:',
        },
        {
          type: 'list',
          items: [
            '[Google Chrome](https://support.google.com/chrome/answer/95647)',
            '[Mozilla Firefox](https://support.mozilla.org/en-US/kb/clear-cookies-and-site-data-firefox)',
            '[Microsoft Edge](https://support.microsoft.com/en-gb/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09)',
            '[Safari on Mac](https://support.apple.com/en-gb/guide/safari/sfri11471/mac)',
            '[Safari on iPhone and iPad](https://support.apple.com/en-gb/105082)',
          ],
        },
        {
          type: 'paragraph',
          text: 'Google also offers a [browser add-on to opt out of Google Analytics](https://tools.google.com/dlpage/gaoptout) on every website. The Information Commissioner\'s Office explains more about [cookies and how to control them](https://ico.org.uk/for-the-public/online/cookies/).',
        },
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Changes to this policy',
      blocks: [
        {
          type: 'paragraph',
          text: 'If we change the cookies we use, we will update this policy and the date at the top of this page. If we add a new kind of optional cookie, we will ask for your consent again.',
        },
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact us',
      blocks: [
        {
          type: 'paragraph',
          text: `If you have questions about cookies on this website, email ${email} or write to ${siteConfig.legalName}, ${fullAddress()}. Our [privacy policy](/privacy-policy) explains how we handle personal data.`,
        },
      ],
    },
  ],
} satisfies LegalDocument;
