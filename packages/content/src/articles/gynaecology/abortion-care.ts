import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/**
 * Abortion care: the law and services in each country, stated factually and
 * neutrally; safe care; care after an abortion or miscarriage; warning signs.
 */
export const abortionCare: Article = {
  title: 'Abortion care: the law, safe care and aftercare',
  description:
    'What the law says about abortion where you live, how safe care works, care after an abortion or miscarriage, and the warning signs that need help.',
  summary:
    'An abortion ends a pregnancy, with medicines or a short procedure. The law on abortion is very different in the UK and in Nigeria, and this page sets out the law where you live. In both countries, care for problems after an abortion or a miscarriage is legal, and it can save your life. Heavy bleeding, severe pain or a fever after an abortion need help fast.',
  sections: [
    {
      heading: 'What the law says',
      paragraphs: [
        {
          uk: 'In England, Scotland and Wales, abortion is allowed under the Abortion Act 1967. Two doctors must agree that going on with the pregnancy would harm your physical or mental health more than ending it. This is usually up to 24 weeks of pregnancy. After 24 weeks, it is allowed only in rare cases, such as a serious risk to your life or a serious condition in the baby.',
          ng: 'In Nigeria, the law allows an abortion only to save the woman’s life. This is so in every state: the Criminal Code covers the southern states and the Penal Code the northern states. Outside that, ending a pregnancy is a crime, for the woman and for anyone who helps.',
        },
        {
          uk: 'In Northern Ireland, the law changed in 2020. Abortion is allowed on request up to 12 weeks, and later in some situations, such as a risk to your health.',
          ng: 'Post-abortion care is different. It is legal, and it is offered in government hospitals and many primary health care centres. It means treatment for problems after an abortion or a miscarriage, whatever the cause. Health workers are there to treat you, not to judge you.',
        },
        {
          uk: 'You do not need anyone’s permission, including a partner’s or a parent’s. If you are under 16, you can still have a confidential abortion if the doctor is sure you understand your choice. They will encourage you to involve a parent or another adult you trust.',
          ng: 'Many abortions in Nigeria are done in secret by people without training, or with herbs, chemicals or objects put into the womb. These unsafe abortions are one of the main causes of death of women of childbearing age. If you have had one, getting post-abortion care can save your life.',
        },
      ],
    },
    {
      heading: 'If you are pregnant and not sure what to do',
      paragraphs: [
        {
          uk: 'Your choices are to go on with the pregnancy and keep the baby, to have the baby adopted, or to have an abortion. You can talk them through with your GP, a sexual health clinic or an abortion service. Take the time you need: the decision is yours. An earlier abortion is simpler and safer.',
          ng: 'You can talk in private with a doctor, nurse or counsellor you trust. They can check how many weeks pregnant you are, check your health, and tell you about antenatal care and support. If you go on with the pregnancy, start antenatal care early.',
        },
        {
          uk: 'Abortion is free on the NHS. In England, Scotland and Wales you can usually refer yourself to an abortion service without seeing a GP. Many NHS abortions are provided by clinics such as BPAS, MSI Reproductive Choices and NUPAS.',
          ng: 'If your pregnancy is the result of rape, a hospital or a referral centre for survivors of sexual assault can care for you and support you. You do not have to report it to the police first.',
        },
      ],
    },
    {
      heading: 'What happens during care',
      paragraphs: [
        {
          uk: 'A medical abortion uses 2 medicines, taken 1 or 2 days apart. The first, mifepristone, stops the pregnancy growing. The second, misoprostol, makes the womb empty, with cramps and bleeding like a heavy period. Up to 10 weeks of pregnancy, you can usually take both at home after a phone or video appointment.',
          ng: 'At a post-abortion care visit, a health worker checks you for bleeding and infection. If some pregnancy tissue is left in the womb, they remove it with a medicine called misoprostol or a short procedure called manual vacuum aspiration (MVA). You may need antibiotics, fluids or blood.',
        },
        {
          uk: 'A surgical abortion is a short procedure to remove the pregnancy through the neck of the womb (cervix). It can be done with a local anaesthetic, with sedation, or while you are asleep.',
          ng: 'Tell the health worker what happened, including any medicines or herbs you took. This helps them give you the right treatment. The same care is given after a miscarriage.',
        },
        'When an abortion is done by a trained health worker with the right methods, it is very safe. Serious problems are rare, and the earlier it is done, the lower the risk.',
      ],
    },
    {
      heading: 'Recovery and contraception',
      paragraphs: [
        'Bleeding and cramps like a period are normal for up to 2 weeks. Use pads rather than tampons until the bleeding stops. Paracetamol or ibuprofen help with the pain.',
        'You can get pregnant again within 2 weeks, before your next period. You can start most methods of contraception at the same visit, including an implant or a coil.',
        {
          uk: 'An abortion without problems does not make it harder to get pregnant in the future, and it does not raise the risk of breast cancer.',
          ng: 'Family planning is part of post-abortion care. Ask about it before you go home, or at your primary health care centre.',
        },
      ],
      signs: ['heavy-bleeding-faint', 'sepsis', 'after-abortion-still-pregnant'],
    },
    {
      heading: 'Your feelings',
      paragraphs: [
        'People feel many things after an abortion: relief, sadness, guilt, or all of these. There is no right way to feel. Most people cope well over time.',
        {
          uk: 'Abortion services offer free counselling before and after, if you want it. If you feel low for more than 2 weeks, talk to your GP.',
          ng: 'If you feel low for more than 2 weeks, talk to someone you trust or a health worker. What you say to them should be kept private.',
        },
      ],
      signs: ['low-mood'],
    },
  ],
  whenToGetHelp: {
    intro: {
      uk: 'Problems after an abortion are uncommon. If you need care, tell the staff you have had an abortion, so they can treat you properly.',
      ng: 'Problems after an abortion or a miscarriage can be serious, and care for them is legal. Tell the staff what happened, so they can treat you properly.',
    },
    signs: [
      'heavy-bleeding-faint',
      'sepsis',
      'severe-pain-or-collapse',
      'pelvic-infection',
      'after-abortion-still-pregnant',
      'self-harm-thoughts',
      'low-mood',
    ],
  },
  references: [
    sources['nhs-abortion'],
    sources['nice-ng140'],
    sources['uk-abortion-act'],
    {
      title: 'Abortion: fact sheet',
      publisher: 'World Health Organization',
      url: 'https://www.who.int/news-room/fact-sheets/detail/abortion',
    },
    sources['who-abortion-care'],
    sources['fmoh-nigeria'],
    sources['nphcda'],
  ],
  review: contentReview,
};
