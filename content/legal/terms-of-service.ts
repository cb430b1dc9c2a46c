import type { LegalDocument } from '../schema';
import { NOT_REGULATED_LEGAL_ADVICE, WHO_WE_ARE } from '../shared-passages';
import { fullAddress, siteConfig } from '../site';
import { ASSESSMENT_TERMS, COURT_PREPARATION_TERMS } from '../terms';

/** Terms of service (spec 2 "Legal pages" and spec 9 "Fixed fees and content claims"). */

const email = `[${siteConfig.email}](mailto:${siteConfig.email})`;
const phone = `[${siteConfig.phone.display}](tel:${siteConfig.phone.e164})`;

export const termsOfService = {
  title: 'Terms of Service',
  description: `The terms that apply when you use the ${siteConfig.name} website and our small claims guidance services: fees, cancellation, liability and complaints.`,
  intro: [
    `These terms apply when you use this website and when you use our services. Please read them carefully. By using the website, or by accepting a quote from us, you agree to them. In these terms, "we", "us" and "our" mean ${siteConfig.legalName}, and "you" means the person or business using the website or our services.`,
    'If you are a **consumer** (an individual acting mainly outside your trade or business), you have legal rights that these terms do not take away. Some parts of these terms apply differently to consumers and businesses, and we say where they do.',
  ],
  sections: [
    {
      id: 'about-us',
      heading: 'About us',
      blocks: [
        {
          type: 'paragraph',
          text: `${siteConfig.legalName} (trading as ${siteConfig.name}) is a company registered in ${siteConfig.registeredIn} with company number ${siteConfig.companyNumber}. Our registered office is ${fullAddress()}.`,
        },
        { type: 'paragraph', text: WHO_WE_ARE },
        {
          type: 'paragraph',
          text: `You can contact us by email at ${email} or by phone on ${phone} (${siteConfig.openingHours.display}).`,
        },
      ],
    },
    {
      id: 'our-service',
      heading: 'Our service: guidance, not representation',
      blocks: [
        {
          type: 'paragraph',
          text: 'We help people who bring or defend small claims in England and Wales without a lawyer. We explain how the process works, help you organise your case and evidence, review documents you have prepared and help you get ready for your hearing.',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'What we do not do',
          text: `${NOT_REGULATED_LEGAL_ADVICE} We give guidance, not legal representation: we do not conduct litigation (take formal steps in a court case on your behalf) and we do not exercise rights of audience (speak for you in court). You remain the party to your case: you decide what to do, and you sign, file and serve your own documents.`,
        },
        {
          type: 'paragraph',
          text: 'For witness statements, we do not write the statement for you. A witness statement must be your own account in your own words, and you must sign its statement of truth yourself. We can explain what to cover and how to set it out, and comment on your draft.',
        },
        {
          type: 'paragraph',
          text: 'If you want advice from a regulated lawyer, or someone to represent you, we can refer you to regulated solicitors or direct-access barristers (see [get representation](/representation/get-representation)). They will act for you under their own terms, and we are not responsible for their work.',
        },
        {
          type: 'paragraph',
          text: 'The result of a case depends on the evidence, the other side and the judge. We cannot guarantee any outcome.',
        },
      ],
    },
    {
      id: 'our-agreement',
      heading: 'How our agreement is made',
      blocks: [
        {
          type: 'paragraph',
          text: 'Your free initial consultation does not commit you to anything. If you want our help after it, we will send you a written quote that sets out the work we will do, the fee and any timescales. Our agreement starts when you accept the quote in writing (an email is enough). The quote and these terms together form our agreement.',
        },
      ],
    },
    {
      id: 'client-obligations',
      heading: 'Your obligations',
      blocks: [
        { type: 'paragraph', text: 'To let us help you properly, you agree to:' },
        {
          type: 'list',
          items: [
            'give us information that is true, complete and up to date, and tell us promptly if anything changes;',
            'send us documents and answer our questions in good time;',
            'tell us straight away about every court deadline and hearing date, and keep track of them yourself: you remain responsible for meeting them;',
            'check every document carefully before you sign, file or send it, because you are responsible for its content;',
            'not ask us to help mislead the court or the other side, or to do anything unlawful;',
            'treat our staff with courtesy, and pay our fees on time.',
          ],
        },
      ],
    },
    {
      id: 'fees',
      heading: 'Fees and payment',
      blocks: [
        {
          type: 'list',
          items: [
            'Most of our services are priced by quote. We discuss fees with you in your free consultation, and we agree the fee with you in writing before any paid work starts.',
            'Where a page of this website shows a fixed fee for a service, that fee applies unless we agree otherwise in writing.',
            'Our fees do not include court fees. Court fees are paid by you to the court, and you may be able to get [Help with Fees](https://www.gov.uk/get-help-with-court-fees).',
            'You must pay our fees when and as set out in your quote.',
          ],
        },
        { type: 'subheading', text: 'Case assessment' },
        {
          type: 'paragraph',
          text: `We aim to deliver your case assessment report within ${ASSESSMENT_TERMS.turnaround} of receiving everything we need, or up to ${ASSESSMENT_TERMS.complexTurnaround} if your case is complex. We will tell you if we expect it to take longer. Once we have delivered the report, the case assessment fee is non-refundable, subject to your cancellation rights below.`,
        },
        { type: 'subheading', text: 'Court preparation' },
        {
          type: 'paragraph',
          text: `Our court preparation fee covers preparation for ${COURT_PREPARATION_TERMS.hearingsCovered}. If the hearing is adjourned (put off) or relisted and you want more preparation, we may charge an extra fee. We will tell you the cost and get your agreement before doing that work.`,
        },
      ],
    },
    {
      id: 'cancellation',
      heading: 'Cancelling our services',
      blocks: [
        { type: 'subheading', text: `Your ${ASSESSMENT_TERMS.coolingOffDays}-day cooling-off period` },
        {
          type: 'paragraph',
          text: `If you are a consumer, the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 give you the right to cancel our agreement within ${ASSESSMENT_TERMS.coolingOffDays} days of the day it is made, without giving a reason. If we have not started work, cancellation is free and we will refund anything you have paid.`,
        },
        {
          type: 'paragraph',
          text: 'If you ask us to start work within the 14 days and then cancel, you may have to pay for the work we have already done up to the time you tell us you are cancelling. If we have completed the service within the 14 days at your express request, and you acknowledged that you would then lose the right to cancel, you can no longer cancel it.',
        },
        {
          type: 'paragraph',
          text: `To cancel, tell us clearly by email to ${email}, by phone or by post. We will refund any money due within 14 days of hearing from you, using the same payment method you used unless we agree otherwise.`,
        },
        { type: 'subheading', text: 'After the cooling-off period' },
        {
          type: 'paragraph',
          text: 'You can end our services at any time by telling us. You will need to pay for the work we have done and any costs we have incurred up to that point. We may end our services by writing to you if you seriously break these terms, do not pay our fees, or ask us to do something improper. If we do, we will refund any fees you have paid for work we have not done.',
        },
      ],
    },
    {
      id: 'indemnity',
      heading: 'Indemnity',
      blocks: [
        {
          type: 'paragraph',
          text: 'If you use our services for business purposes, you agree to indemnify us (make good our reasonable losses, costs and expenses) if a claim is made against us because you gave us false or misleading information, used our materials unlawfully or broke these terms.',
        },
        {
          type: 'paragraph',
          text: 'If you are a consumer, this clause does not apply. You are responsible only for losses we suffer that were a foreseeable result of you breaking these terms.',
        },
      ],
    },
    {
      id: 'use-of-website',
      heading: 'Using this website',
      blocks: [
        {
          type: 'list',
          items: [
            'You may use this website for lawful purposes only. You must not try to damage, overload or gain unauthorised access to it, or use it to send harmful or unlawful material.',
            'The content of this website (text, designs and templates) belongs to us or to our licensors. You may view, download and print it for your own use and your own case, but you may not copy, sell or republish it for commercial purposes without our written permission.',
            'Documents produced with our templates are starting points only. You must check and adapt them to the facts of your case before using them.',
            'We try to keep the website available and accurate, but we do not promise it will always be available or free from errors, and we may change or remove content at any time.',
          ],
        },
      ],
    },
    {
      id: 'website-content',
      heading: 'Website content is general information',
      blocks: [
        {
          type: 'paragraph',
          text: 'The guides, articles, FAQs and other content on this website are general information about small claims in England and Wales, not legal advice about your case: they do not take account of your particular circumstances. They do not cover Scotland or Northern Ireland, which have different systems.',
        },
        {
          type: 'paragraph',
          text: 'Court fees, forms and rules change. Before you rely on any figure or form, check the current version on [GOV.UK](https://www.gov.uk/make-court-claim-for-money), including the court fees list (EX50).',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Our responsibility to you',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited or excluded by law.',
        },
        { type: 'subheading', text: 'If you are a consumer' },
        {
          type: 'paragraph',
          text: 'We must provide our services with reasonable care and skill. If we do not, we are responsible for loss or damage you suffer that was a foreseeable result of our failure. We are not responsible for loss or damage that was not foreseeable. Nothing in these terms affects your statutory rights, including those under the Consumer Rights Act 2015. For information about your rights, contact Citizens Advice.',
        },
        { type: 'subheading', text: 'If you are a business' },
        {
          type: 'paragraph',
          text: 'We are not liable for any loss of profit, loss of business or indirect or consequential loss. Our total liability to you in connection with a service is limited to the fees you have paid us for that service.',
        },
        { type: 'subheading', text: 'Free website content' },
        {
          type: 'paragraph',
          text: 'Because the free content on this website is general information, we are not responsible for losses caused by relying on it instead of getting advice on your own situation, except where the law does not allow us to exclude that responsibility.',
        },
      ],
    },
    {
      id: 'data-use',
      heading: 'How we use your personal data',
      blocks: [
        {
          type: 'paragraph',
          text: 'We use your personal data as described in our [privacy policy](/privacy-policy), and we use cookies as described in our [cookie policy](/cookie-policy).',
        },
      ],
    },
    {
      id: 'external-websites',
      heading: 'Links to other websites',
      blocks: [
        {
          type: 'paragraph',
          text: 'This website links to other websites, such as GOV.UK, court services and the websites of regulated law firms and barristers. We provide these links for your information only. We do not control those websites and are not responsible for their content or for how they use your data.',
        },
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      blocks: [
        {
          type: 'paragraph',
          text: `If you are unhappy with our service, please tell us so we can try to put it right. Contact us by email at ${email}, by phone on ${phone} or by post to ${fullAddress()}, and tell us what went wrong and what you would like us to do.`,
        },
        {
          type: 'paragraph',
          text: 'We will acknowledge your complaint within 2 business days and aim to give you a full written reply within 14 days. If we need longer, we will tell you why and when you can expect our reply.',
        },
        {
          type: 'paragraph',
          text: 'As we explain under “About us”, we are not a law firm and the Legal Ombudsman cannot take complaints about our service. If you are a consumer and we cannot resolve your complaint, you can get advice from Citizens Advice, and you keep your right to take the matter to court.',
        },
        {
          type: 'paragraph',
          text: 'If your complaint is about a solicitor or barrister we referred you to, please use their own complaints procedure. Regulated lawyers must tell you how to take a complaint to the [Legal Ombudsman](https://www.legalombudsman.org.uk) if they cannot resolve it.',
        },
      ],
    },
    {
      id: 'amending-these-terms',
      heading: 'Changes to these terms',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may update these terms from time to time, for example to reflect changes in the law or in our services. The version published on this page applies to your use of the website. For services you have already agreed, the terms in force when you accepted your quote continue to apply unless you agree to a change.',
        },
      ],
    },
    {
      id: 'general',
      heading: 'General',
      blocks: [
        {
          type: 'list',
          items: [
            '**Severance**: if a court decides that any part of these terms is unlawful or unenforceable, the rest of the terms still apply.',
            '**No waiver**: if we do not insist straight away that you do something you are required to do under these terms, or we delay taking action, that does not stop us from insisting or taking action later.',
            '**Entire agreement**: these terms and your written quote are the whole agreement between us about our services. This does not limit liability for fraudulent misrepresentation or affect your statutory rights as a consumer.',
            '**Third parties**: nobody else has any right to enforce these terms.',
            '**Transfer**: we may transfer our rights and obligations under these terms to another organisation, and we will tell you if we do. We will make sure the transfer does not reduce your rights.',
          ],
        },
      ],
    },
    {
      id: 'governing-law-and-jurisdiction',
      heading: 'Governing law and jurisdiction',
      blocks: [
        {
          type: 'paragraph',
          text: 'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute about them. If you are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in the courts where you live.',
        },
      ],
    },
  ],
} satisfies LegalDocument;
