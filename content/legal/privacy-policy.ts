import type { LegalDocument } from '../schema';
import { forgetDetailsMessages } from '../consultation';
import { deviceSaveText } from '../device-save';
import { ANALYTICS_RETENTION, GA_CLIENT_COOKIE } from '../cookies';
import { LEAD_RETENTION } from '../lead-retention';
import { fullAddress, siteConfig } from '../site';

/**
 * Privacy notice (UK GDPR Articles 13 and 14). It must stay true to what the site does: if a form, a
 * provider or a retention period changes, change this notice in the same commit. The analytics retention
 * comes from ANALYTICS_RETENTION_MONTHS in content/cookies.ts (the GA4 property's setting), the retention of
 * requests sent through the site from LEAD_RETENTION_DAYS in content/lead-retention.ts (the lead inbox's
 * default for LEADS_RETENTION_DAYS), and the name of
 * the footer link is the exact label of components/layout/cookie-settings-button.tsx
 * (checked by content/legal/claims.test.ts).
 */

const email = `[${siteConfig.email}](mailto:${siteConfig.email})`;
const forget = `"${forgetDetailsMessages.label}"`;
const saveOnDevice = `"${deviceSaveText.label}"`;
const phone = `[${siteConfig.phone.display}](tel:${siteConfig.phone.e164})`;

export const privacyPolicy = {
  title: 'Privacy Policy',
  description: `How ${siteConfig.name} collects, uses and protects your personal data, how long we keep it, and your rights under UK data protection law.`,
  intro: [
    `This notice explains what personal data ${siteConfig.legalName} collects when you use this website or contact us, why we use it, who we share it with, how long we keep it and what your rights are. "Personal data" means any information about you from which you can be identified.`,
    'We keep it short and plain. If anything is unclear, contact us using the details below.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          type: 'paragraph',
          text: `${siteConfig.legalName} (trading as ${siteConfig.name}) is a company registered in ${siteConfig.registeredIn} with company number ${siteConfig.companyNumber}. Our registered office is ${fullAddress()}.`,
        },
        {
          type: 'paragraph',
          text: `We are the **controller** of the personal data described in this notice. This means we decide how and why it is used, and we are responsible for it under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. For any privacy question or request, email ${email} or write to us at the address above.`,
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'The information we collect',
      blocks: [
        { type: 'subheading', text: 'When you ask for a consultation' },
        {
          type: 'paragraph',
          text: 'Our consultation request form asks for your name, email address, phone number (optional), the type of case, the rough value of your claim and a description of your case. You can also attach documents (optional).',
        },
        {
          type: 'paragraph',
          text: 'Nothing is sent to us until you press the submit button. When you do, your answers and any documents you attached are sent to us over an encrypted (HTTPS) connection. We keep them to respond to your enquiry, for the time set out below.',
        },
        {
          type: 'paragraph',
          text: `While you are filling in the form, a draft of what you have typed (text only, never your files) is kept in your own browser, in a store called "session storage", so you do not lose your work if the page reloads. A browser cannot keep the files you attach through a reload, so only their names are kept, to tell you which to choose again. The draft is not sent to us until you submit the form. It is deleted when the form is sent, when you press ${forget} below the form, or when you close the browser tab ("What stays in your browser" below says more). Our [cookie policy](/cookie-policy) lists it with our cookies.`,
        },
        { type: 'subheading', text: 'When you try our templates or ask for a bespoke one' },
        {
          type: 'paragraph',
          text: 'To start the free 5-minute template trial you give your full name and email address, and if you wish your phone number, the type of case and a few words about it. To ask for a bespoke template you give your name, email address, phone number (optional), the type and value of your case, how urgent it is, its details and how you would like us to contact you. Both are sent to us the same way as a consultation request, and we use them to give you access, to answer your request and, if you ask us to, to follow up about your case. We keep them for the time set out below.',
        },
        {
          type: 'paragraph',
          text: `What you type into a template to make your document stays in your browser: it is not sent to us. A trial sign-up or a bespoke template request you have not sent yet is kept in your browser’s session storage too, so closing its window or a reload does not lose it; it is deleted once it is sent, when you press ${forget} (on the sign-up form) or "Clear my answers" (on the bespoke request), or when you close the tab. Once your sign-up has reached us, your browser keeps only its reference and a key our answer gave it, none of your details: with them, signing up again from the same tab with the same email updates your one request instead of adding another, and no form is filled in from them. If your sign-up did not reach us, your browser keeps your details as well, so that you can send them again, until they reach us, your trial ends or you press ${forget}. The time your trial ends is kept in your browser’s session storage, so a reload does not restart or lose it; it is deleted when you close the tab.`,
        },
        { type: 'subheading', text: 'When you phone or email us' },
        {
          type: 'paragraph',
          text: 'If you call us, we note your name, phone number and what you need. If you email us, we keep your email, its attachments and our replies.',
        },
        { type: 'subheading', text: 'If you become a client' },
        {
          type: 'paragraph',
          text: 'To help with your case we keep the information and documents you give us, our notes and the work we do for you, and records of what you have paid. Your case papers will often include information about other people, such as the other party and witnesses. Please share only what is needed for the case.',
        },
        { type: 'subheading', text: 'Analytics, only if you agree' },
        {
          type: 'paragraph',
          text: `If you accept analytics cookies, we use Google Analytics 4 to understand how visitors use the site: which pages are viewed, how people arrive, the kind of device and browser used, and how quickly pages load. It also records that a consultation form was sent or a phone number was tapped, but never what you wrote in the form, your name or your contact details. Google Analytics links this to a random identifier kept in its "${GA_CLIENT_COOKIE}" cookie. Nothing is loaded from Google until you give consent, and if you reject analytics cookies, Google Analytics is not used at all. You can change your choice at any time with the **Cookie settings** link at the bottom of every page. Our [cookie policy](/cookie-policy) has the details.`,
        },
        { type: 'subheading', text: 'Technical logs' },
        {
          type: 'paragraph',
          text: 'Like any website, our hosting provider automatically records technical information when pages are requested, such as your IP address, browser type and the time of the request. These logs are used to keep the site secure and working.',
        },
      ],
    },
    {
      id: 'what-stays-in-your-browser',
      heading: 'What stays in your browser, and on a shared computer',
      blocks: [
        {
          type: 'paragraph',
          text: 'Some of what you type stays in your own browser, on the computer or phone you use, so that a reload loses nothing. None of it is sent to us unless you send a form. This is all of it, where it is kept and for how long:',
        },
        {
          type: 'table',
          caption: 'What this website keeps in your browser, where, and for how long',
          columns: ['What', 'Where', 'How long'],
          rows: [
            ['What you type in the consultation form (text only, never your files), and the names of the files you chose', 'Session storage', `Until the form is sent, you press ${forget}, or you close the tab`],
            ['What you type in the template trial’s sign-up form', 'Session storage', `Until you send it, press ${forget}, or close the tab`],
            ['A trial sign-up that has reached us: its reference and a key our answer gave your browser (none of your details)', 'Session storage', `Until you press ${forget} or close the tab`],
            ['A trial sign-up that did not reach us: your name, email, phone, case type and description, to send again', 'Session storage', `Until they reach us, your trial ends, you press ${forget}, or you close the tab`],
            ['Your answers in the document generator, and in a bespoke template request you have not sent', 'Session storage', 'Until you press "Clear my answers", the request is sent, or you close the tab'],
            ['Your answers to Plan my claim, the Help with Fees check (such as your household, savings and income), the Get paid planner (such as what you know of the person who owes you) and the calculators', 'Session storage', 'Until you close the tab ("Start again", on the result of the Help with Fees check and of the Get paid planner, clears theirs sooner)'],
            ['What you enter in the hearing bundle tool: your dates, the cover’s details, and each document’s file name, title, date, section and place (never the files themselves, which stay where they are on your device)', 'Session storage', 'Until you close the tab'],
            [`Your answers to Plan my claim, the document generator, the Help with Fees check and the Get paid planner, only if you tick ${saveOnDevice}`, 'Local storage', `Until you press "${deviceSaveText.clear}", untick the box, or clear this site’s data in your browser: closing the browser or restarting the computer does not delete them`],
            ['The courts you mark as favourites (their short names only)', 'Local storage', 'Until you remove them, or clear this site’s data in your browser'],
          ],
        },
        {
          type: 'paragraph',
          text: 'Session storage belongs to one browser tab. Closing the tab deletes it, but leaving the page does not, and a browser that reopens your tabs (after a restart, or when you reopen a closed tab) brings it back with them; a duplicated tab starts with a copy. Local storage stays on the device until it is cleared.',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'On a computer other people use',
          text: `Before you leave, press ${forget} on a form you filled in but did not send, "Clear my answers" in the document generator, and "${deviceSaveText.clear}" if you ticked ${saveOnDevice} (better, do not tick it there), then close the browser window, not only the tab. Or use your browser’s private window, which keeps nothing once it is closed.`,
        },
      ],
    },
    {
      id: 'special-category-data',
      heading: 'Sensitive information',
      blocks: [
        {
          type: 'callout',
          tone: 'warning',
          title: 'Please do not include sensitive details unless they are needed',
          text: 'Do not include details of your health, ethnic origin, religion, sex life, sexual orientation, political opinions, trade union membership or any criminal matters in the case description or your documents, unless they are genuinely needed for your case.',
        },
        {
          type: 'paragraph',
          text: 'UK GDPR calls these "special category" data and gives them extra protection. If you do give us such details because they matter to your case (for example, an injury you are claiming for, or a disability that affects how you can take part in a hearing), we use them only to deal with your enquiry and your case. We rely on the condition that the use is necessary to establish, exercise or defend legal claims (UK GDPR Article 9(2)(f)).',
        },
      ],
    },
    {
      id: 'how-we-use-your-information',
      heading: 'How we use your information and our lawful bases',
      blocks: [
        {
          type: 'paragraph',
          text: 'Data protection law says we must have a lawful basis for each use of your personal data. These are ours:',
        },
        {
          type: 'table',
          caption: 'What we use your personal data for, and the lawful basis for each use',
          columns: ['Purpose', 'Information used', 'Lawful basis'],
          rows: [
            [
              'Replying to your enquiry and arranging your free consultation',
              'Form answers, documents, calls and emails',
              'Taking steps at your request before entering into a contract with you. Where that does not apply (for example, if you contact us for someone else), our legitimate interest in answering enquiries.',
            ],
            [
              'Providing our services if you become a client',
              'Your case information, documents, notes and payment records',
              'Performing our contract with you',
            ],
            [
              'Measuring how the website is used',
              'Google Analytics data',
              'Your consent, which you can withdraw at any time',
            ],
            [
              'Keeping the website secure and working',
              'Technical logs',
              'Our legitimate interest in protecting the site and its users',
            ],
            [
              'Keeping accounts and tax records, and dealing with complaints or legal claims',
              'Client files and payment records',
              'Legal obligation, and our legitimate interest in being able to respond to complaints and claims',
            ],
          ],
        },
        {
          type: 'paragraph',
          text: 'We do not sell your personal data, and we do not use it for marketing unless you have asked us to. We do not make decisions about you by purely automated means, including profiling.',
        },
      ],
    },
    {
      id: 'how-long-we-keep-it',
      heading: 'How long we keep your information',
      blocks: [
        {
          type: 'table',
          caption: 'How long we keep each type of personal data',
          columns: ['Information', 'How long we keep it'],
          rows: [
            ['Draft of the consultation form in your browser', `Until the form is sent, you press ${forget}, or you close the tab (see "What stays in your browser")`],
            ['The end time of your template trial, in your browser', 'Until you close the tab'],
            [
              'Consultation requests, template trial sign-ups and bespoke template requests sent through this website, with any documents you attached',
              `${LEAD_RETENTION} from when they reach us, after which they are deleted automatically. If you become a client, what we need for your case moves to your client file.`,
            ],
            ['Calls and emails that do not lead to you becoming a client', '12 months from our last contact with you'],
            ['Client files', '6 years after your matter ends'],
            [
              'Google Analytics data (only if you consent)',
              `${ANALYTICS_RETENTION}, after which Google deletes it automatically. Only totals that do not identify anyone, such as how many times a page was viewed, are kept longer.`,
            ],
            ['Hosting technical logs', 'A short period set by our hosting provider, for security, then deleted'],
          ],
        },
        {
          type: 'paragraph',
          text: 'We keep client files for 6 years because that is the usual time limit (the "limitation period") for bringing a legal claim about a contract or about negligence, so we may need the file to deal with a complaint or claim about our work. The same period covers our accounting and tax records. After these periods we delete or securely destroy the information.',
        },
      ],
    },
    {
      id: 'who-we-share-it-with',
      heading: 'Who we share your information with',
      blocks: [
        {
          type: 'paragraph',
          text: 'We use trusted service providers who act as our **processors**. They handle personal data only on our instructions and under a written contract, and may not use it for their own purposes:',
        },
        {
          type: 'list',
          items: [
            'our hosting providers, for this website and for the server where consultation requests reach us;',
            'where we use one, a form service that receives consultation requests and passes them to us;',
            'our email provider;',
            'Google, for Google Analytics, only if you have accepted analytics cookies.',
          ],
        },
        {
          type: 'paragraph',
          text: 'We may also share information with our professional advisers (such as accountants and insurers), and with the police, courts or regulators when the law requires it. If you ask us to refer you to a solicitor or barrister, we share your details with them only with your agreement. They then become responsible for your data under their own privacy notice.',
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Transfers outside the UK',
      blocks: [
        {
          type: 'paragraph',
          text: 'Some of our providers, including Google, may store or access personal data outside the UK, for example in the United States. When that happens, we make sure the transfer is protected as UK law requires: either the country has been found to give adequate protection (for example, the UK–US data bridge for US companies certified under it), or the transfer is covered by approved contract terms such as the International Data Transfer Agreement or the UK International Data Transfer Addendum to the EU standard contractual clauses. Contact us if you would like more information.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        { type: 'paragraph', text: 'Under UK GDPR you have the right to:' },
        {
          type: 'list',
          items: [
            '**access**: ask for a copy of the personal data we hold about you;',
            '**rectification**: ask us to correct data that is wrong or incomplete;',
            '**erasure**: ask us to delete your data in some circumstances;',
            '**restriction**: ask us to limit how we use your data in some circumstances;',
            '**objection**: object to our use of your data where we rely on legitimate interests;',
            '**portability**: ask for data you gave us in a commonly used electronic format, where we use it on the basis of consent or a contract;',
            '**withdraw consent** at any time where we rely on it. For analytics, use the **Cookie settings** link at the bottom of every page.',
          ],
        },
        {
          type: 'paragraph',
          text: `To use any of these rights, email ${email} or write to us. We normally reply within one month, and there is usually no charge. We may ask you to confirm your identity first. Some rights do not apply in every situation, for example where we must keep records by law, and we will explain if that is the case.`,
        },
      ],
    },
    {
      id: 'security',
      heading: 'Keeping your information safe',
      blocks: [
        {
          type: 'paragraph',
          text: 'We use appropriate technical and organisational measures to protect personal data, including encrypted (HTTPS) connections to this website and limiting access to the people who need it. No method of sending information over the internet is completely secure, so please send us only what is needed for your case.',
        },
      ],
    },
    {
      id: 'complaints',
      heading: 'How to complain',
      blocks: [
        {
          type: 'paragraph',
          text: `If you are unhappy with how we have used your personal data, please contact us first at ${email} and we will try to put it right.`,
        },
        {
          type: 'paragraph',
          text: 'You also have the right to complain to the Information Commissioner\'s Office (ICO), the UK regulator for data protection, at [ico.org.uk/make-a-complaint](https://ico.org.uk/make-a-complaint/) or on its helpline, 0303 123 1113.',
        },
      ],
    },
    {
      id: 'changes-to-this-notice',
      heading: 'Changes to this notice',
      blocks: [
        {
          type: 'paragraph',
          text: 'We will update this notice if we change how we use personal data, and publish the new version on this page. If a change affects you significantly, we will tell you directly where we can.',
        },
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact us',
      blocks: [
        {
          type: 'list',
          items: [
            `Email: ${email}`,
            `Phone: ${phone} (${siteConfig.openingHours.display})`,
            `Post: ${siteConfig.legalName}, ${fullAddress()}`,
          ],
        },
      ],
    },
  ],
} satisfies LegalDocument;
