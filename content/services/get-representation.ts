import { REFERRAL_PAYMENT_STATEMENT } from '../referrals';
import { LAY_REPRESENTATIVE, NOT_REGULATED_LEGAL_ADVICE } from '../shared-passages';
import type { ServicePage } from './schema';

/** Spec 1 and 2 "Representation": referral to regulated law firms and direct access barristers; we refer only. */
export const getRepresentation = {
  family: 'representation',
  slug: 'get-representation',
  reviewed: '2026-11-23',
  name: 'Get Representation',
  description:
    'Want a lawyer for your small claim? We refer you to SRA-regulated solicitors and Public Access barristers. We only refer: the lawyer advises you.',
  hero: {
    eyebrow: 'Referral to regulated lawyers',
    lead: [
      'Most people run a small claim without a lawyer, and the court is set up for that. But some cases turn on a difficult point of law, involve a lot of money for you, or are simply more than you can manage alone. Then it can make sense to pay for a solicitor or a barrister.',
      'We can connect you with law firms regulated by the Solicitors Regulation Authority, and explain how to find a barrister who takes cases directly from the public. We only make the introduction, and the lawyer you instruct advises you: we are not a law firm. Any lawyer you instruct works for you under their own terms and agrees their fees with you.',
    ],
    actions: [
      { kind: 'contact-home', label: 'Ask About a Referral' },
      {
        kind: 'external',
        label: 'Find a Public Access Barrister',
        href: 'https://www.barstandardsboard.org.uk/for-the-public/finding-and-using-a-barrister/how-to-choose-and-find-a-barrister.html',
      },
      { kind: 'phone' },
    ],
    points: [
      'Solicitors regulated by the SRA',
      'Barristers regulated by the BSB',
      'We only refer: the lawyer advises you',
    ],
  },
  sections: [
    {
      type: 'prose',
      id: 'when-you-might-want-a-lawyer',
      heading: 'When you might want a lawyer in a small claim',
      intro:
        'The small claims track is designed for people who represent themselves. Hearings are informal, usually in front of a District Judge, and you do not need a lawyer to take part. Paying for one is a choice, and it is worth making with the costs rules in mind.',
      blocks: [
        {
          type: 'paragraph',
          text: '**You usually bear your own lawyer’s costs.** On the small claims track, the costs one side can be ordered to pay the other are strictly limited (CPR 27.14). They include court fees, fixed issue costs, reasonable travel expenses and capped sums for lost earnings and experts, but not, as a rule, the fees of your solicitor or barrister, even if you win. The exceptions are narrow: a small capped sum for legal advice where the claim asks the court to order someone to do something (an injunction or specific performance), and costs against a party who has behaved unreasonably. So plan on representation being a cost you pay yourself.',
        },
        {
          type: 'paragraph',
          text: 'With that in mind, a lawyer may be worth considering when:',
        },
        {
          type: 'list',
          items: [
            'the case turns on a genuinely difficult point of law, or on the meaning of a complicated contract',
            'the amount at stake is large for you, close to the £10,000 small claims limit, or there is a counterclaim against you',
            'the other side is a business with its own lawyers and you feel outmatched',
            'you want advice from a regulated lawyer on whether to claim, defend, settle or appeal',
            'you cannot realistically prepare or present the case yourself, for example because of illness, disability or the pressure of the situation',
            'the claim might be moved to a different track, where the costs rules are very different',
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'A cheaper option for the hearing itself',
          text: `${LAY_REPRESENTATIVE} If what you need is support on the day rather than legal advice, that may be enough.`,
        },
      ],
    },
    {
      type: 'comparison',
      id: 'law-firms-and-barristers',
      heading: 'Regulated law firms or direct access barristers?',
      intro:
        'Both are qualified, regulated lawyers. The difference is mainly in how much of the case they take off your hands.',
      columns: [
        {
          heading: 'A regulated law firm (solicitors)',
          tone: 'plain',
          items: [
            'Can take over the running of the case: letters to the other side, forms, filing documents with the court and meeting deadlines',
            'Gathers and organises the evidence and witness statements with you',
            'Can represent you at the hearing, or instruct a barrister to do so',
            'Regulated by the Solicitors Regulation Authority (SRA)',
            'Suits you if you want one firm to handle the whole case from start to finish',
          ],
        },
        {
          heading: 'A direct access (Public Access) barrister',
          tone: 'plain',
          items: [
            'You instruct the barrister directly, without going through a solicitor first',
            'Gives specialist advice on a specific question, such as the strength of your case or a settlement offer',
            'Can draft or review key documents and speak for you at the hearing',
            'Usually you keep handling the administration yourself (filing, serving and court letters), unless the barrister is also authorised to conduct litigation',
            'Regulated by the Bar Standards Board (BSB); the barrister decides whether your case is suitable for Public Access',
          ],
        },
      ],
    },
    {
      type: 'steps',
      id: 'how-we-connect-you',
      heading: 'How we connect you with a lawyer',
      intro: 'Our part is short and free of jargon. Everything after the introduction is between you and the lawyer.',
      items: [
        {
          title: 'Tell us about your case',
          description:
            'Book a free consultation or call us. We listen to what the dispute is about, where it has got to and any court deadlines, and talk through whether paying for a lawyer is likely to be worth it for you.',
        },
        {
          title: 'Choose the kind of help you want',
          description:
            'We explain the difference between instructing a law firm and going directly to a barrister, so you can decide which fits your case, your budget and how much you want to do yourself.',
        },
        {
          title: 'We make the introduction',
          description:
            'With your agreement, we pass a short summary of your case to a regulated law firm, or point you to the Bar Standards Board’s guide and register to find a Public Access barrister. We explain in the consultation exactly how our introduction works.',
        },
        {
          title: 'You agree terms directly with the lawyer',
          description:
            'The lawyer checks they can act for you, explains what they will do and what it will cost, and sets out their terms in writing. You decide whether to go ahead. If you do, your contract is with them, not with us.',
        },
      ],
    },
    {
      type: 'features',
      id: 'regulators',
      heading: 'Who regulates the lawyers we refer you to',
      intro:
        'Every lawyer we refer you to is regulated. Here is what each body does and what that means for you.',
      items: [
        {
          icon: 'shield',
          title: 'Solicitors Regulation Authority (SRA)',
          tag: 'Solicitors and law firms',
          description:
            'The SRA regulates solicitors and law firms in England and Wales. A regulated firm must meet the SRA’s standards, including giving you clear information about costs and how to complain. You can check a firm or solicitor on the SRA’s online register before you instruct them.',
        },
        {
          icon: 'scale',
          title: 'Bar Standards Board (BSB)',
          tag: 'Barristers',
          description:
            'The BSB regulates barristers in England and Wales. Its Barristers’ Register shows whether a barrister holds a current practising certificate and whether they can accept Public Access work, so you can check before you get in touch.',
        },
        {
          icon: 'message-square',
          title: 'Legal Ombudsman',
          tag: 'Complaints',
          description:
            'If you are unhappy with the service a solicitor or barrister gives you, complain to them first. If that does not resolve it, the Legal Ombudsman can look at complaints about poor service from regulated lawyers, independently and free of charge to you.',
        },
      ],
    },
    {
      type: 'list',
      id: 'before-you-instruct',
      heading: 'Questions to ask before you instruct a lawyer',
      intro: 'A good lawyer will be happy to answer these before you commit to anything.',
      tone: 'plain',
      items: [
        'What exactly will you do for me, and what will I still need to do myself?',
        'What will it cost, how is the fee worked out, and when do I pay?',
        'Who will do the work, and who do I contact with questions?',
        'Can you file documents and deal with the court for me, or only advise and attend the hearing?',
        'Given that I probably cannot recover your fees from the other side, is instructing you worth it for a claim of this size?',
        'How do I complain if I am not happy with your service?',
      ],
    },
    {
      type: 'prose',
      id: 'our-role',
      heading: 'Our role, and its limits',
      blocks: [
        {
          type: 'callout',
          tone: 'info',
          title: 'We only refer: we are not a law firm',
          text: `On this page we only make the introduction. ${NOT_REGULATED_LEGAL_ADVICE} Any solicitor or barrister you instruct contracts with you directly, gives you their own advice, and sets their own fees, which you agree with them before any work starts.`,
        },
        { type: 'paragraph', text: REFERRAL_PAYMENT_STATEMENT },
        {
          type: 'paragraph',
          text: 'If you decide not to instruct a lawyer, our guidance services can still help you run the case yourself, from a [case assessment](/services/case-assessment-strategy) to [court preparation](/services/court-preparation).',
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Are you a law firm?',
      answer:
        `No. We are a small claims guidance service. ${NOT_REGULATED_LEGAL_ADVICE} On this page we only refer you to regulated solicitors and barristers, who then advise and act for you under their own terms.`,
    },
    {
      question: 'Do I need a lawyer for a small claim?',
      answer:
        'Usually not. The small claims track is built for people without lawyers and the hearing is informal. A lawyer is most useful where the law is difficult, the stakes are high for you, or you cannot realistically manage the case yourself. Our free consultation can help you think that through.',
    },
    {
      question: 'If I win, can I get my lawyer’s fees back?',
      answer:
        'Normally no. On the small claims track the costs the losing side can be ordered to pay are limited by CPR 27.14 to items such as court fees, fixed issue costs, travel and capped sums for lost earnings and experts. Legal fees are only recoverable in narrow cases, such as a capped sum for advice where an injunction is claimed, or where the other side has behaved unreasonably.',
    },
    {
      question: 'What is a Public Access barrister?',
      answer:
        'A barrister who can take instructions directly from members of the public, without a solicitor in between. They can advise, draft documents and represent you at a hearing, but you may need to handle the court paperwork yourself. The Bar Standards Board’s guide explains how the scheme works and how to search its Barristers’ Register.',
    },
    {
      question: 'Does the referral cost anything?',
      answer: `The consultation where we discuss your case is free, and we explain there how our introduction works. ${REFERRAL_PAYMENT_STATEMENT} The lawyer’s fees are a separate matter between you and them: they tell you what they charge and agree it with you before doing any work.`,
    },
    {
      question: 'What if I am unhappy with the lawyer?',
      answer:
        'Raise it with the solicitor or barrister first: they must tell you how their complaints process works. If that does not resolve it, you can take a complaint about their service to the Legal Ombudsman. Concerns about a lawyer’s professional conduct go to their regulator, the SRA or the BSB.',
    },
  ],
  cta: {
    heading: 'Not sure whether you need a lawyer?',
    text: 'Tell us about your case in a free consultation. We will talk through whether representation is likely to be worth it and, if you want it, how we can introduce you to a regulated solicitor or barrister.',
    actions: [
      { kind: 'contact-home', label: 'Book a Free Consultation' },
      { kind: 'phone' },
    ],
  },
} satisfies ServicePage;
