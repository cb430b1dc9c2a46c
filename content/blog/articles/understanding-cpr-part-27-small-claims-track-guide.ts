import type { Article } from '../schema';
import {
  APPEALS,
  CPR_SCOPE,
  INTEREST_AND_THE_LIMIT,
  LAY_REPRESENTATIVE,
  MEDIATION_REFERRAL,
  MEDIATION_SERVICE,
  SETTING_ASIDE_AFTER_A_MISSED_HEARING,
  NOT_ATTENDING_A_HEARING,
} from '../../shared-passages';

export const cprPart27Guide = {
  slug: 'understanding-cpr-part-27-small-claims-track-guide',
  reviewed: '2026-11-23',
  title: 'Understanding CPR Part 27: Your Guide to the Small Claims Track',
  excerpt:
    "Part 27 of the Civil Procedure Rules decides how your small claim is run, from directions and mediation to the hearing and costs. Here is every rule, 27.1 to 27.15, in plain English.",
  description:
    'CPR Part 27 in plain English, rule by rule: small claims limits, directions, mediation, the hearing, setting aside, appeals and the limits on costs.',
  date: '2024-12-16',
  readTime: 15,
  category: 'Legal Guide',
  intro: [
    `Part 27 of the Civil Procedure Rules (the CPR, ${CPR_SCOPE}) sets out how small claims are handled. It is short, but it decides a lot: what evidence you can use, how the hearing works, and which costs you can win back or may have to pay.`,
    "This guide takes you through the rules in order, in plain English. For rules 27.1 to 27.10 you will find what the rule says, what it means for you and a practical tip. The conclusion covers rules 27.11 to 27.15. This is general information, not legal advice. Always check the current text of [Part 27 on the Ministry of Justice website](https://www.justice.gov.uk/courts/procedure-rules/civil/rules/part27) before you rely on a rule.",
  ],
  sections: [
    {
      id: 'cpr-27-1',
      heading: 'Rule 27.1: Scope of the small claims track',
      blocks: [
        {
          type: 'paragraph',
          text: "**What the rule says.** Rule 27.1 explains what Part 27 is for. It sets out a special, simpler procedure for claims that the court has allocated to the small claims track, and it limits the costs that can be recovered. Allocation is the court's decision about which track (set of procedures) a defended claim will follow. A claim on this track is called a small claim.",
        },
        {
          type: 'paragraph',
          text: "**Which claims belong here.** The money limits are not in Part 27 itself. They are in rule 26.9. Part 26 was renumbered in October 2023, so older websites may still call it rule 26.6. In the table, \"pain, suffering and loss of amenity\" means the compensation for the injury itself, as opposed to lost earnings or other expenses.",
        },
        {
          type: 'table',
          caption: 'Who goes on the small claims track (CPR 26.9)',
          columns: ['Type of claim', 'Normally on the small claims track if'],
          rows: [
            ['Most money claims, such as debts, faulty goods or poor services', 'The claim is worth £10,000 or less'],
            [
              'Road traffic injury claims under the whiplash rules',
              'The claim is worth £10,000 or less and pain, suffering and loss of amenity is £5,000 or less',
            ],
            [
              'The road traffic injury claims described in rule 26.10',
              'The claim is worth £10,000 or less and pain, suffering and loss of amenity is £1,000 or less',
            ],
            [
              'Other personal injury claims',
              'The claim is worth £10,000 or less and pain, suffering and loss of amenity is £1,500 or less',
            ],
            [
              "A tenant's housing disrepair claim asking the court to order repairs",
              'The repairs cost £1,000 or less and any other damages claimed are £1,000 or less',
            ],
            ["A tenant's housing disrepair claim for damages only, with no repair order", 'The claim is worth £10,000 or less'],
            [
              "A residential occupier's claim against their landlord for harassment or unlawful eviction relating to residential premises",
              'Never on the small claims track, whatever the value',
            ],
          ],
        },
        {
          type: 'paragraph',
          text: "**What it means for you.** If your claim fits, you are in the simplest and cheapest court procedure. The other side of the coin is that costs are limited. Costs are the legal fees and expenses of running a case. Rule 27.14 (see the conclusion) lists the only costs the loser can be ordered to pay, so even if you win you usually cannot recover what you spent on a solicitor. The good news is that if you lose, your risk is limited in the same way.",
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Practical tip',
          text: `Work out what your claim is worth before you issue it. ${INTEREST_AND_THE_LIMIT} Do not split one debt into several smaller claims to get under the limit: the court is unlikely to allow it. Personal injury limits are technical, so take advice if your claim involves an injury.`,
        },
      ],
    },
    {
      id: 'cpr-27-2',
      heading: 'Rule 27.2: Which other rules do not apply',
      blocks: [
        {
          type: 'paragraph',
          text: "**What the rule says.** Rule 27.2 switches off, in whole or in part, several other Parts of the CPR for small claims. Every other Part still applies unless a rule says otherwise. The changes you are most likely to notice are these:",
        },
        {
          type: 'list',
          items: [
            'Part 31 on disclosure (the formal process of listing and sharing documents) does not apply. The directions tell you which documents to send instead.',
            "Most of Part 35 on experts does not apply. Only a few core rules remain, such as the court's power to restrict expert evidence and to direct a single joint expert.",
            'Part 36, which deals with a formal type of settlement offer that carries special costs consequences, does not apply. You can still make and accept ordinary offers to settle.',
          ],
        },
        {
          type: 'paragraph',
          text: "**What it means for you.** You will not face a long, formal document exchange, and you do not need to learn the detailed expert rules. But the court still expects fairness. You must send the court and the other side every document you plan to rely on, by the date in the directions.",
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Practical tip',
          text: 'Do not hold back a helpful document to surprise the other side at the hearing. A judge may refuse to look at evidence that was not sent on time, and it can make you look unreliable.',
        },
      ],
    },
    {
      id: 'cpr-27-3',
      heading: "Rule 27.3: The court's power to grant a final remedy",
      blocks: [
        {
          type: 'paragraph',
          text: "**What the rule says.** A small claims judge can grant any final remedy that a judge could grant on another track. A final remedy is the order that settles the dispute at the end of the case.",
        },
        {
          type: 'paragraph',
          text: "**What it means for you.** Most small claims are for money, such as an unpaid invoice or the cost of putting right poor work. But the court is not limited to money orders. It can, for example, order goods to be returned, grant an injunction (an order to do or stop doing something) or order specific performance (an order to carry out a contract). These other remedies are rare on this track. They also affect costs: rule 27.14 allows a capped sum for legal advice only where an injunction or specific performance is claimed.",
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Practical tip',
          text: 'Say exactly what you want the court to order, in your claim form and again at the hearing. If you want money, show how you worked out each figure, with the documents that support it.',
        },
      ],
    },
    {
      id: 'cpr-27-4',
      heading: 'Rule 27.4: Directions and preparing for the hearing',
      blocks: [
        {
          type: 'paragraph',
          text: "**What the rule says.** After allocation, the court gives directions. Directions are the court's instructions about what each side must do before the hearing, and by when. The court can give standard directions (the usual ones, set out in Practice Direction 27A) or special directions (extra or different ones for your case), and normally fixes the hearing date at the same time. It can also fix a preliminary hearing, or propose deciding the claim without a hearing if the parties agree. You should get at least 21 days' notice of the final hearing, unless you agree to less, and be told how long it will last.",
        },
        {
          type: 'paragraph',
          text: "**What it means for you.** Standard directions usually require each side to send the court and the other side copies of all the documents they rely on, including any expert's report, at least 14 days before the hearing. Read your directions order the day it arrives. Put every deadline in your diary, and check whether you need to send witness statements, photographs or a bundle (your documents in page-numbered order).",
        },
        {
          type: 'subheading',
          text: 'Mediation usually comes first',
        },
        {
          type: 'paragraph',
          text: "Mediation is a confidential attempt to agree a settlement with the help of a neutral person. When the court refers a claim to it, the referral comes after the directions questionnaire ([form N180](/court-forms-library#form-n180)), where each side tells the court about the case. Which claims are referred is explained below.",
        },
        {
          type: 'paragraph',
          text: MEDIATION_SERVICE,
        },
        {
          type: 'paragraph',
          text: 'Separately, since October 2024 courts have had the power to order parties to try other forms of alternative dispute resolution.',
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Practical tip',
          text: "Treat the mediation appointment like a court date. If you do not attend without a good reason, the judge at the final hearing must consider a sanction against you (see rule 27.8). Keep your phone free for the full hour, and have your figures and your lowest acceptable settlement written down in front of you. Our guide to [settlement and negotiation](/blog/settlement-vs-court-when-to-negotiate-and-when-to-fight) can help you prepare.",
        },
      ],
    },
    {
      id: 'cpr-27-5',
      heading: "Rule 27.5: Experts need the court's permission",
      blocks: [
        {
          type: 'paragraph',
          text: "**What the rule says.** No expert may give evidence at a small claims hearing, in writing or in person, without the court's permission. An expert is someone with specialist knowledge, such as a surveyor, engineer or mechanic, whose opinion helps the judge decide a technical point.",
        },
        {
          type: 'paragraph',
          text: "**What it means for you.** You cannot simply turn up with an expert's report and expect the judge to rely on it. Ask for permission in your directions questionnaire, or later by making an application on [form N244](/court-forms-library#form-n244) (an application notice, which carries a court fee). If the court agrees, it may direct a single joint expert: one expert instructed by both sides. Even if you win, you can only recover a limited amount for an expert's fees (see rule 27.14 in the conclusion).",
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Practical tip',
          text: "Before you pay for a report, ask whether you really need one. Dated photographs, invoices and written quotes for repairs often go a long way in a small claim. If you do want an expert, explain in your directions questionnaire what the expert would deal with and why the judge needs their opinion.",
        },
      ],
    },
    {
      id: 'cpr-27-6',
      heading: 'Rule 27.6: Preliminary hearings',
      blocks: [
        {
          type: 'paragraph',
          text: "**What the rule says.** The court can hold a preliminary hearing (an early hearing before the final one) only in limited cases. It may do so where special directions are needed for a fair hearing and a party needs to attend court to understand them. It may also do so where one side appears to have no real prospect of success, or where a statement of case (a party's written claim or defence) shows no reasonable grounds. The court must bear in mind the cost to you of coming to court. You get at least 14 days' notice, and if everyone agrees, the preliminary hearing can be treated as the final hearing.",
        },
        {
          type: 'paragraph',
          text: '**What it means for you.** Most small claims go straight to a single final hearing. If you are called to a preliminary hearing, take it seriously. The judge may decide the case, or part of it, there and then.',
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Practical tip',
          text: 'Prepare for a preliminary hearing as if it were the final one, and bring all your documents. Only agree to it becoming the final hearing if you are ready to prove your whole case that day.',
        },
      ],
    },
    {
      id: 'cpr-27-7',
      heading: 'Rule 27.7: Changing the directions',
      blocks: [
        {
          type: 'paragraph',
          text: "**What the rule says.** The court may add to, vary (change) or revoke (cancel) the directions it has given.",
        },
        {
          type: 'paragraph',
          text: "**What it means for you.** Directions are not set in stone. If you cannot meet a deadline, or something important changes, you can ask the court to change them. You normally do this by an application on form N244, explaining what you want changed and why. Apply before the deadline passes, and send a copy to the other side. If the other side agrees, say so: an application by consent is simpler and has a lower fee.",
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Practical tip',
          text: 'Never simply ignore a direction. If you have already missed a deadline, apply straight away and explain honestly what happened. A late application is far better than silence.',
        },
      ],
    },
    {
      id: 'cpr-27-8',
      heading: 'Rule 27.8: How the hearing is run',
      blocks: [
        {
          type: 'paragraph',
          text: '**What the rule says.** The judge may run the hearing in any way they consider fair. Hearings are informal, and the strict rules of evidence do not apply. Evidence need not be given on oath, and the judge can limit cross-examination (questioning of the other side and their witnesses). The judge must give reasons for the decision.',
        },
        {
          type: 'rules',
          items: [
            {
              rule: 'Where it happens',
              description:
                "Usually before a District Judge, often in the judge's room rather than a formal courtroom. The hearing is public unless the judge orders otherwise. The court may direct a video or telephone hearing.",
            },
            {
              rule: 'Who can speak',
              description: `You can speak for yourself. ${LAY_REPRESENTATIVE}`,
            },
            {
              rule: 'How questions work',
              description:
                'The judge often asks most of the questions and may decide the order of events and how long each side has.',
            },
            {
              rule: 'The decision',
              description:
                'The judge usually gives the decision and the reasons at the end of the hearing. Sometimes the decision is sent out later.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: "**The 2024 mediation changes.** Where a claim was referred to mediation, the judge at the final hearing must now consider whether to impose a sanction on a party who failed to attend the mediation appointment (rule 27.8(7)). A new rule 27.14(2A) allows the court's costs order to reflect this.",
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Practical tip',
          text: "Prepare a one-page summary: what happened, what you want and how you worked out the figures. Refer the judge to page numbers in your bundle. Speak to the judge, not to the other side, and call a District Judge \"Judge\". Our guide to [your hearing day](/blog/what-to-expect-on-your-court-hearing-day) explains the rest.",
        },
      ],
    },
    {
      id: 'cpr-27-9',
      heading: 'Rule 27.9: If you cannot attend the hearing',
      blocks: [
        {
          type: 'paragraph',
          text: `**What the rule says.** ${NOT_ATTENDING_A_HEARING}`,
        },
        {
          type: 'paragraph',
          text: "If you give no notice, the consequences can be serious. If the claimant neither attends nor gives notice, the court may strike out the claim (end it). If the defendant (the person being claimed against) neither attends nor gives notice, but the claimant attends or has given notice, the court may decide the claim on the claimant's evidence alone. If neither side attends or gives notice, the court may strike out the claim and any defence and counterclaim.",
        },
        {
          type: 'paragraph',
          text: "**What it means for you.** Being absent puts you at a disadvantage, because you cannot answer the judge's questions or challenge the other side's evidence. And if you send a rule 27.9 notice, you cannot later ask for the judgment to be set aside under rule 27.11.",
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Practical tip',
          text: 'If the date is the problem, first ask the court to move the hearing (an adjournment) by an N244 application, with evidence of the reason, or ask whether you can attend by video. Use a rule 27.9 notice only if you are content for the judge to decide on your papers.',
        },
      ],
    },
    {
      id: 'cpr-27-10',
      heading: 'Rule 27.10: Deciding a claim without a hearing',
      blocks: [
        {
          type: 'paragraph',
          text: '**What the rule says.** The court can decide a small claim without a hearing if all the parties agree. The judge reads the papers and makes a decision.',
        },
        {
          type: 'paragraph',
          text: "**What it means for you.** A decision on the papers saves time, travel and time off work. It suits simple cases where the documents tell the whole story. The trade-off is that nobody can explain anything or answer the judge's questions. Also, you cannot use rule 27.11 to set aside a decision made this way. If you think the judge got it wrong, your route is usually an appeal.",
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Practical tip',
          text: 'Agree to a paper decision only if your documents are complete and easy to follow. Include a short written summary of your case and your figures, so the judge does not have to piece it together.',
        },
      ],
    },
    {
      id: 'conclusion',
      heading: 'Conclusion: the rest of Part 27 and your next steps',
      blocks: [
        {
          type: 'paragraph',
          text: 'Rules 27.11 to 27.15 deal with what happens after a decision, with costs and with claims that change track. There is no rule 27.16: Part 27 ends at rule 27.15.',
        },
        {
          type: 'subheading',
          text: 'Rule 27.11: Setting aside a judgment',
        },
        {
          type: 'paragraph',
          text: SETTING_ASIDE_AFTER_A_MISSED_HEARING,
        },
        {
          type: 'paragraph',
          text: 'A reasonable prospect of success means a realistic chance of winning. If the court sets the judgment aside, it fixes a new hearing, which may take place straight away.',
        },
        {
          type: 'subheading',
          text: 'Rules 27.12 and 27.13: Appeals',
        },
        {
          type: 'paragraph',
          text: `These rules were revoked (removed) in 2000. ${APPEALS}`,
        },
        {
          type: 'subheading',
          text: 'Rule 27.14: Costs',
        },
        {
          type: 'paragraph',
          text: 'Rule 27.14(2) lists the only costs one party can be ordered to pay another, including on an appeal:',
        },
        {
          type: 'list',
          items: [
            '(a) the fixed costs of issuing the claim under Part 45;',
            '(b) a capped sum for legal advice, but only where an injunction or specific performance is claimed;',
            '(c) court fees;',
            '(d) reasonable travel costs, and the cost of staying away from home, for a party or witness attending a hearing;',
            '(e) loss of earnings or leave for attending a hearing, up to a cap;',
            "(f) an expert's fees, up to a cap;",
            '(g) further costs, assessed on the spot by the judge, against a party who has behaved unreasonably.',
          ],
        },
        {
          type: 'table',
          caption: 'Caps in Practice Direction 27A, paragraph 7',
          columns: ['Item', 'Maximum'],
          rows: [
            ['Legal advice where an injunction or specific performance is claimed', '£260'],
            ['Loss of earnings or leave', '£95 a day for each person'],
            ["Expert's fees", '£750 for each expert'],
          ],
        },
        {
          type: 'paragraph',
          text: "Unreasonable behaviour under rule 27.14(2)(g) is a high bar. The Court of Appeal has said the key question is whether the conduct has a reasonable explanation (Dammermann v Lanyon Bowdler [2017] EWCA Civ 269). Under rule 27.14(3), turning down an offer to settle is not unreasonable in itself, but the court may take it into account. Our guide to [fees and costs](/blog/understanding-small-claims-court-fees-and-costs) covers what you pay and what you can win back.",
        },
        {
          type: 'subheading',
          text: 'Rule 27.15: Re-allocation to another track',
        },
        {
          type: 'paragraph',
          text: "If a claim is moved to another track, for example because it turns out to be more complex or worth more, the small claims costs rules generally apply up to the date it moves, and the new track's costs rules apply after that. Your cost risk can rise sharply, so check the rule text or take advice if this happens.",
        },
        {
          type: 'subheading',
          text: 'Key takeaways',
        },
        {
          type: 'list',
          items: [
            'Check that your claim fits the limits in rule 26.9. Interest and costs are not counted towards them.',
            `Attend the free mediation appointment if the court refers your claim. ${MEDIATION_REFERRAL}`,
            'Obey every direction, and apply early on form N244 if you need a change.',
            "Get the court's permission before you rely on an expert.",
            'Attend your hearing. If you miss it without notice, act within 14 days.',
            'Keep your receipts: only the limited costs in rule 27.14 can be recovered.',
          ],
        },
        {
          type: 'paragraph',
          text: 'For the whole journey from first letter to enforcement, see our [step-by-step guide](/step-by-step-guide), and find the forms mentioned here in our [court forms library](/court-forms-library).',
        },
      ],
    },
  ],
  related: [
    'complete-guide-uk-small-claims-court-process-2024',
    'what-to-expect-on-your-court-hearing-day',
    'understanding-small-claims-court-fees-and-costs',
  ],
} satisfies Article;
