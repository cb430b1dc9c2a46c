import type { LegalDocument } from '../schema';
import { CONSENT_COOKIE } from '../cookies';
import { fullAddress, siteConfig } from '../site';

/**
 * Cookie policy. The page renders the "last updated" line and the cookie table (from content/cookies.ts)
 * inside the section with id 'cookies-we-use', so neither is repeated here.
 */

const email = `[${siteConfig.email}](mailto:${siteConfig.email})`;

export const cookiePolicy = {
  title: 'Cookie Policy',
  description: `Which cookies the ${siteConfig.name} website uses, why, and how to accept, reject or change your choice about analytics cookies at any time.`,
  intro: [
    'This policy explains what cookies are, which ones this website uses and how you can control them. We use only a few cookies, and analytics cookies are set only if you agree.',
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
          text: 'The law (the Privacy and Electronic Communications Regulations) says a website may set cookies that are strictly necessary for it to work, but must ask your permission for any others.',
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
            '**Strictly necessary cookies** make the site work: for example, they remember your cookie choice so we do not ask you on every page. They are always on and hold nothing about you.',
            '**Analytics cookies** help us count visitors and see which pages are useful, using Google Analytics. They are set only if you accept them. Nothing is loaded from Google before you give consent, and if you reject analytics cookies, Google Analytics is not loaded at all.',
          ],
        },
        {
          type: 'paragraph',
          text: 'We do not use advertising cookies, and we do not sell information about your visit.',
        },
        {
          type: 'paragraph',
          text: 'Separately from cookies, while you fill in our consultation form your browser keeps a draft of your answers (not your files) in its "session storage", so you do not lose your work if the page reloads. It stays on your device, we cannot see it, and it is deleted when the form is successfully submitted or when you close the tab.',
        },
      ],
    },
    {
      id: 'cookies-we-use',
      heading: 'The cookies we use',
      blocks: [
        {
          type: 'paragraph',
          text: 'The table below lists every cookie this website can set, who sets it, what it is for and how long it lasts. The Google Analytics cookies appear in your browser only if you have accepted analytics cookies.',
        },
      ],
    },
    {
      id: 'your-consent',
      heading: 'Your consent and how to change it',
      blocks: [
        {
          type: 'paragraph',
          text: 'When you first visit the site, a banner asks whether you accept analytics cookies. You can choose **Accept all**, **Reject all**, or choose which kinds of cookie to allow. Rejecting analytics cookies does not affect how the site works.',
        },
        {
          type: 'paragraph',
          text: `We store your choice in a cookie called "${CONSENT_COOKIE}" for 1 year. After that, we ask you again.`,
        },
        {
          type: 'paragraph',
          text: 'You can change your mind at any time with the **Cookie settings** link at the bottom of every page, or the button on this page. If you withdraw consent, we stop loading Google Analytics. You can also delete any Google Analytics cookies already set using your browser settings (see below).',
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
