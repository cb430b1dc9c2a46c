import type { Article } from '../schema';
import { EX50_URL } from '../../fees';
import { COSTS_FOR_UNREASONABLE_BEHAVIOUR, WITHOUT_PREJUDICE } from '../../shared-passages';

export const evidenceGuide = {
  slug: 'how-to-collect-evidence-for-your-small-claims-case',
  reviewed: '2026-11-23',
  title: 'How to Collect Evidence for Your Small Claims Case',
  excerpt:
    'Evidence usually decides small claims. Learn which documents, photos, messages and witnesses to gather, how to preserve them, and how to put them in front of the judge on time.',
  description:
    'How to gather, preserve and present evidence for a small claims case in England and Wales: documents, digital evidence, witnesses, experts and your bundle.',
  date: '2024-12-05',
  readTime: 10,
  category: 'Expert Tips',
  intro: [
    'The judge was not there when things went wrong. They only know what you can show them. A strong claim with weak evidence can fail.',
    'This guide explains what counts as evidence, how to protect it, and how witness statements, experts and deadlines work on the small claims track (the court’s simpler route for most claims up to £10,000). It is general information for England and Wales, not legal advice.',
  ],
  sections: [
    {
      id: 'burden-of-proof',
      heading: 'Why evidence matters: the burden of proof',
      blocks: [
        {
          type: 'paragraph',
          text: 'The **burden of proof** means the job of proving something. In general, the person who says a fact is true has to prove it. If you are the **claimant** (the person bringing the claim), you must prove the facts your claim relies on: for example, that there was an agreement, that the other side broke it, and how much money you lost as a result.',
        },
        {
          type: 'paragraph',
          text: 'The **defendant** (the person being sued) does not have to prove that the claim is wrong. But if the defendant relies on a fact of their own, such as “I already paid” or “the goods were damaged when they arrived”, they will need evidence to support it. A defendant who makes a **counterclaim** (a claim back against the claimant) has to prove that too.',
        },
        {
          type: 'paragraph',
          text: 'Civil courts decide facts on the **balance of probabilities**. That simply means “more likely than not”. The judge does not need to be certain. They ask which version of events is more probable, based on the evidence both sides have put forward. This is a lower standard than in criminal cases.',
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Think like the judge',
          text: 'For every point you need to win, ask: “What can I show the judge that makes this more likely than not?” If the answer is “only my word”, look for something that supports it.',
        },
      ],
    },
    {
      id: 'evidence-types',
      heading: 'The three main types of evidence',
      blocks: [
        {
          type: 'paragraph',
          text: 'Most evidence falls into three groups. The strongest cases usually combine them, so each piece backs up the others.',
        },
        {
          type: 'evidence-types',
          items: [
            {
              type: 'Documentary evidence',
              icon: 'file-text',
              description:
                'Written records made at the time, often the most persuasive evidence because they were created before the dispute began.',
              examples: [
                'Contracts, signed quotes, order confirmations and terms and conditions',
                'Invoices, receipts and delivery notes',
                'Bank statements showing payments made or not received',
                'Letters and emails between you and the other side',
                'Your letter before action and any reply',
              ],
            },
            {
              type: 'Photographic and digital evidence',
              icon: 'camera',
              description:
                'Images, recordings and electronic records that show what happened, what something looked like, or what was said.',
              examples: [
                'Dated photos of damage, defects or unfinished work',
                'Video footage, such as a doorbell or dashcam recording',
                'Screenshots or exports of text, WhatsApp or social media messages',
                'Online adverts, listings or web pages describing what was promised',
                'Call logs showing when you tried to make contact',
              ],
            },
            {
              type: 'Witness evidence',
              icon: 'users',
              description:
                'What people saw, heard or did, set out in signed witness statements. This includes your own account, which is evidence too.',
              examples: [
                'Your own witness statement telling the story in order',
                'A person who was present when the agreement was made',
                'A neighbour or passer-by who saw the incident or the work',
                'A colleague or family member who saw the condition of the goods',
                'Someone who can confirm a phone call or conversation took place',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'documents',
      heading: 'Gathering documentary evidence',
      blocks: [
        {
          type: 'paragraph',
          text: 'Start by collecting everything in one place. Search your emails, including sent items and spam, for the other side’s name. Download bank statements for the period, and check online accounts for order histories and messages.',
        },
        {
          type: 'paragraph',
          text: 'On the small claims track, the usual rules on **disclosure** (the formal process where each side must hand over relevant documents) do not apply. In practice, each side relies on the documents it chooses to put forward, so gather your own records early. If a key document is held only by the other side, ask them for a copy in writing and keep a record of the request. The court can order a party to produce particular documents, but do not count on it.',
        },
        {
          type: 'paragraph',
          text: 'Keep the correspondence from before the claim as well. Your letter before action (the formal letter warning the other side that you will go to court) and any reply show the judge that you tried to sort things out.',
        },
      ],
    },
    {
      id: 'digital-evidence',
      heading: 'Preserving photos, messages and other digital evidence',
      blocks: [
        {
          type: 'paragraph',
          text: 'Digital evidence is easy to lose and easy to challenge. These habits make it more reliable.',
        },
        {
          type: 'list',
          items: [
            '**Take screenshots that show the date and time.** Make sure the sender’s name or number is visible, and capture the messages before and after so nothing is out of context.',
            '**Export whole conversations.** Most messaging apps let you export a chat as a file. An export shows the full thread with dates, which is harder to dispute than a few cropped screenshots.',
            '**Print emails with their details showing.** Include the sender, recipient, date and subject line, not just the body of the message.',
            '**Keep the original photo and video files.** Original files carry **metadata** (hidden information recorded by the camera or phone, such as the date and sometimes the location). Keep the originals even if you print copies.',
            '**Do not edit, crop or filter the originals.** If you need to highlight part of an image, make a separate copy and say that it has been marked up.',
            '**Back everything up.** Save copies to a computer, a memory stick or cloud storage, so a lost or broken phone does not take your case with it.',
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Audio and video at the hearing',
          text: 'Not every hearing room can play recordings. If you want to rely on audio or video, tell the court and the other side well before the hearing, ask how the court wants to receive it, and consider including a written transcript in your bundle.',
        },
      ],
    },
    {
      id: 'witness-statements',
      heading: 'Witness statements: your account in your words',
      blocks: [
        {
          type: 'paragraph',
          text: 'A **witness statement** is a signed, written account of the facts that a person can speak about from their own knowledge. If your case involves facts that are disputed, you will usually need one yourself, and one from each person who supports your version. The court’s order will tell you whether and when to send them.',
        },
        {
          type: 'subheading',
          text: 'How to write a good statement',
        },
        {
          type: 'list',
          items: [
            'Write in the first person (“I saw”, “I paid”) and in plain, everyday language. It must be the witness’s own account.',
            'Use date order and short numbered paragraphs.',
            'Stick to facts the witness knows first-hand. Say clearly if something was told to them by someone else.',
            'Refer to documents by their page number in the bundle, for example “the invoice at page 12”.',
            'Leave out insults and legal argument. Calm, factual statements are more convincing.',
            'End with a **statement of truth** (a short declaration that the witness believes the facts are true), then sign and date it.',
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'The statement of truth is serious',
          text: 'By signing a statement of truth, the witness confirms they believe its contents are true. Anyone who makes a false statement in a document verified by a statement of truth, without an honest belief in its truth, can face proceedings for **contempt of court**. Only sign a statement you have read carefully and agree with.',
        },
        {
          type: 'paragraph',
          text: 'Small Claims Compass can explain what a statement should cover and how to lay it out, but **we do not write witness statements for anyone**. Your statement must be your own account, in your own words, and you sign the statement of truth yourself.',
        },
        {
          type: 'subheading',
          text: 'Make sure your witnesses can attend',
        },
        {
          type: 'paragraph',
          text: 'A witness should normally come to the hearing so the judge and the other side can ask them questions. Small claims hearings are informal and evidence need not be given on oath, so a judge may still read a statement from someone who does not attend. But they are likely to give it less weight. Give your witnesses the hearing date as soon as you have it. If a witness will not attend willingly, ask the court about a **witness summons** (an order requiring a person to attend).',
        },
      ],
    },
    {
      id: 'expert-evidence',
      heading: 'Expert evidence needs the court’s permission',
      blocks: [
        {
          type: 'paragraph',
          text: 'An **expert** is an independent specialist, such as a surveyor, engineer or mechanic, who gives the court an opinion on a technical question. Under **CPR 27.5** (the small claims rule on experts), no expert evidence, written or spoken, can be used without the court’s permission. If you simply turn up with an expert report, the judge can refuse to look at it.',
        },
        {
          type: 'list',
          items: [
            'Say that you want expert evidence when you complete the directions questionnaire ([form N180](/court-forms-library#form-n180)), and explain why it is needed.',
            `If the need arises later, apply to the court for permission using an application notice ([form N244](/court-forms-library#form-n244)). A court fee is usually payable: check the current amount on the [EX50 fees list](${EX50_URL}).`,
            'The court may decide that one expert, shared by both sides, is enough.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Costs matter too. If you win, the most the court will normally order the other side to pay towards an expert’s fees is **£750 for each expert**. If your expert charges more, you will usually pay the difference yourself. Ordinary documents, such as a repair invoice or a written quote for the cost of putting things right, are often enough to prove your losses without a formal expert report.',
        },
      ],
    },
    {
      id: 'bundle-and-deadlines',
      heading: 'Your bundle and the court’s deadlines',
      blocks: [
        {
          type: 'paragraph',
          text: 'A **bundle** is a tidy, indexed set of copies of the documents you rely on, with every page numbered. Everyone can then turn to the same page quickly.',
        },
        {
          type: 'paragraph',
          text: 'Once a defended claim is allocated to the small claims track, the court sends **directions** (instructions on how to prepare for the hearing). Standard directions usually require each side to send copies of the documents they intend to rely on, including witness statements, to the court and to the other side **at least 14 days before the hearing**. Always follow the exact dates in your own order, because they can differ.',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Late evidence is risky',
          text: `If you send evidence late, or not at all, the judge may refuse to consider it or may postpone the hearing. ${COSTS_FOR_UNREASONABLE_BEHAVIOUR} If you cannot meet a deadline, tell the court and the other side before it passes.`,
        },
        {
          type: 'paragraph',
          text: 'Prepare three identical copies: for the court, the other side and you. Bring your originals on the day too.',
        },
      ],
    },
    {
      id: 'best-practices',
      heading: 'Four best practices for handling evidence',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Keep originals and make copies',
              text: 'Never send your only original. Send copies, keep the originals safe, and bring them to the hearing in case the judge wants to check them.',
            },
            {
              title: 'Organise chronologically',
              text: 'Put documents in date order, oldest first, so the judge can follow your story page by page.',
            },
            {
              title: 'Label and paginate',
              text: 'Number every page of your bundle and add an index listing each document, its date and its page number. Refer to those page numbers in your witness statement and at the hearing.',
            },
            {
              title: 'Keep it relevant',
              text: 'Include what helps prove the points in dispute and leave out the rest. Three clear documents persuade more than a hundred pages the judge must search through.',
            },
          ],
        },
      ],
    },
    {
      id: 'what-the-judge-considers',
      heading: 'What the judge can and cannot take into account',
      blocks: [
        {
          type: 'paragraph',
          text: 'Small claims hearings are informal. The judge can use any fair method, and the strict rules of evidence used in bigger cases are relaxed. But the judge still decides only on the evidence properly put before them.',
        },
        {
          type: 'subheading',
          text: 'What the judge can consider',
        },
        {
          type: 'list',
          items: [
            'Documents and witness statements that were sent to the court and the other side as the directions required',
            'What you, your witnesses and the other side say at the hearing, and how it stands up to questions',
            'Expert evidence, but only if the court gave permission',
            'How each side behaved, including, for claims referred to mediation, whether a party failed to attend it without good reason',
          ],
        },
        {
          type: 'subheading',
          text: 'What the judge generally cannot consider',
        },
        {
          type: 'list',
          items: [
            'Evidence the other side has not seen, or that arrives too late without the court’s agreement',
            'Settlement offers made “without prejudice”, whether or not they add “save as to costs”, when deciding who wins',
            'What was said in confidential mediation',
            'Points that have nothing to do with the claim, such as a party’s character or unrelated disputes',
            'Facts no one has proved. The judge cannot fill gaps in your evidence for you',
          ],
        },
        { type: 'paragraph', text: WITHOUT_PREJUDICE },
      ],
    },
    {
      id: 'evidence-checklist',
      heading: 'Your evidence checklist',
      blocks: [
        {
          type: 'paragraph',
          text: 'Before you send your documents, run through this list:',
        },
        {
          type: 'list',
          items: [
            'I know what facts I must prove, and I have at least one piece of evidence for each.',
            'My documents are copies, in date order, with an index and numbered pages.',
            'Screenshots show dates, times and who sent each message, and I have kept the original files.',
            'Each witness statement is in the witness’s own words, signed and dated with a statement of truth.',
            'My witnesses know the hearing date and can attend.',
            'I have the court’s permission for any expert evidence.',
            'I have sent everything to the court and the other side by the date in my order, usually at least 14 days before the hearing.',
            'I have a copy for myself and my originals ready to bring on the day.',
          ],
        },
        {
          type: 'paragraph',
          text: 'For what happens next, read [what to expect on your court hearing day](/blog/what-to-expect-on-your-court-hearing-day), check the court forms in our [court forms library](/court-forms-library), or see the [top 10 mistakes that lose small claims cases](/blog/top-10-mistakes-that-lose-small-claims-cases).',
        },
      ],
    },
  ],
  related: [
    'what-to-expect-on-your-court-hearing-day',
    'top-10-mistakes-that-lose-small-claims-cases',
    'complete-guide-uk-small-claims-court-process-2024',
  ],
} satisfies Article;
