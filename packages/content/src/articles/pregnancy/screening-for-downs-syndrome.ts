import { reviewed } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/**
 * Screening for Down’s, Edwards’ and Patau’s syndromes: what the conditions are, the combined and
 * quadruple tests, NIPT and the diagnostic tests, what a result means, and the choice at each step.
 * UK: the NHS screening programme (NICE NG201). Nigeria: there is no national programme, so the page
 * says plainly what is available, where, and that the family pays.
 */
export const screeningForDownsSyndrome: Article = {
  title: 'Screening for Down’s, Edwards’ and Patau’s syndromes',
  description:
    'What the combined test, the quadruple test and NIPT look for, what a higher-chance result means, the tests that give a firm answer, and your choices.',
  summary: {
    uk: 'In pregnancy you are offered a screening test for Down’s syndrome, Edwards’ syndrome and Patau’s syndrome. It does not say for sure whether your baby has one of them. It tells you the chance. You choose whether to have it, and what to do with the result. Many people decide to have it and many do not.',
    ng: 'Screening tests can tell you the chance that your baby has Down’s syndrome, Edwards’ syndrome or Patau’s syndrome. In Nigeria these tests are not part of routine antenatal care. A few private clinics and hospitals offer them, and the family pays. This page explains what each test can and cannot tell you, so you can decide.',
  },
  sections: [
    {
      heading: 'The three conditions',
      paragraphs: [
        'Our bodies are made of cells. Each cell holds 23 pairs of chromosomes, which carry our genes. These conditions happen when a baby has an extra copy of one chromosome. It happens by chance. It is not caused by anything the parents did.',
      ],
      list: [
        'Down’s syndrome (an extra chromosome 21) causes some level of learning disability, and some babies have heart or bowel problems. Many people with Down’s syndrome live long, full lives.',
        'Edwards’ syndrome (an extra chromosome 18) and Patau’s syndrome (an extra chromosome 13) are rarer and more serious. Many babies with them die before or soon after birth. Some live longer, with severe disabilities.',
      ],
    },
    {
      heading: 'Screening is your choice',
      paragraphs: [
        'The chance of these conditions rises with the mother’s age, but a baby can have one at any age. A screening test does not harm your baby.',
        'You can choose to be screened for all three, for Down’s syndrome only, for Edwards’ and Patau’s only, or for none. You can change your mind at any step. Some people want to know so they can prepare. Some would think about ending the pregnancy. Some would not want to know at all. Each choice is valid.',
      ],
    },
    {
      heading: 'The combined test',
      paragraphs: [
        {
          uk: 'This is the main test. It is done between 11 weeks and 2 days and 14 weeks and 1 day, at the same time as your dating scan. The scan measures the fluid at the back of your baby’s neck (the nuchal translucency). You also have a blood test. Your age and these results give the chance for each condition.',
          ng: 'This test is done between 11 and 14 weeks. A trained person uses an ultrasound scan to measure the fluid at the back of your baby’s neck (the nuchal translucency), and you have a blood test. Your age and these results give the chance for each condition. Few centres do this scan to the right standard, so ask who will do it and how they are trained.',
        },
        {
          uk: 'If you book too late for it, or your baby’s neck cannot be measured, you can have the quadruple test. This is a blood test between 14 weeks and 2 days and 20 weeks. It only screens for Down’s syndrome.',
          ng: 'Later, between 15 and 20 weeks, some laboratories offer a blood test called the quadruple test. It screens for Down’s syndrome only.',
        },
        {
          uk: 'The 20-week scan also looks for some signs of Edwards’ and Patau’s syndromes.',
          ng: 'A detailed scan at about 20 weeks can also find some signs of Edwards’ and Patau’s syndromes.',
        },
      ],
    },
    {
      heading: 'What the result means',
      paragraphs: [
        {
          uk: 'You should get your result within 2 weeks. A chance of 1 in 150 or more (such as 1 in 50) is called a higher-chance result. A lower chance (such as 1 in 1,000) is a lower-chance result. Most people get a lower-chance result.',
          ng: 'Ask when the result will come. A chance of 1 in 150 or more (such as 1 in 50) is usually called a higher-chance result. A lower chance (such as 1 in 1,000) is a lower-chance result. Most people get a lower-chance result.',
        },
        'A lower-chance result does not mean there is no chance. A higher-chance result does not mean your baby has the condition. Most babies with a higher-chance result do not have it.',
      ],
    },
    {
      heading: 'NIPT: a second screening test',
      paragraphs: [
        'Non-invasive prenatal testing (NIPT) looks at tiny pieces of your baby’s DNA in your blood. It is much better than the combined test at finding which babies have these conditions. But it is still a screening test, so a higher-chance NIPT result needs a diagnostic test to be sure.',
        {
          uk: 'After a higher-chance result, the NHS offers NIPT free, with no risk to your baby. Some private clinics sell NIPT to anyone. If you pay for it, ask what happens after a higher-chance result: the NHS will still offer you a diagnostic test.',
          ng: 'Some private hospitals and laboratories in the big cities offer NIPT. The blood is often sent abroad, the result can take 2 weeks or more, and the cost is high. Ask for the full price before you agree, and what they will do if the result shows a higher chance.',
        },
      ],
    },
    {
      heading: 'Diagnostic tests: a firm answer',
      paragraphs: [
        'These tests take a small sample from the placenta or the fluid around your baby, through a fine needle in your tummy. They tell you for sure whether your baby has one of these conditions. There is a small chance of miscarriage after either test, about 1 in 200 or lower.',
      ],
      list: [
        'Chorionic villus sampling (CVS) takes cells from the placenta, usually between 11 and 14 weeks.',
        'Amniocentesis takes some of the fluid around the baby, usually from 15 weeks.',
      ],
    },
    {
      heading: 'Where to get these tests',
      paragraphs: [
        {
          uk: 'Your midwife offers screening at booking and arranges each test. Diagnostic tests are done by specialists in hospital. Screening, NIPT after a higher-chance result and diagnostic tests are free on the NHS.',
          ng: 'There is no national screening programme for these conditions in Nigeria. Ask your doctor at booking whether your hospital offers any of these tests. Diagnostic tests are done only by fetal medicine specialists, in a few teaching hospitals and private centres.',
        },
        {
          uk: 'If you are told your baby has a condition, you will be offered time with a specialist to talk about what it means and your choices. Antenatal Results and Choices (ARC) and the Down’s Syndrome Association give free, unbiased support.',
          ng: 'If you pay for a test, it is fair to ask what it costs, how accurate it is, and who will explain the result. The Down Syndrome Foundation Nigeria supports families of children with Down’s syndrome.',
        },
      ],
    },
  ],
  whenToGetHelp: {
    intro:
      'Screening tests carry no risk. After CVS or amniocentesis, some cramps and light spotting can be normal for a day or two. Know the signs below.',
    signs: ['pregnancy-heavy-bleeding', 'sepsis', 'waters-break', 'pregnancy-temperature', 'pregnancy-bleeding', 'low-mood'],
  },
  references: [
    {
      title: 'Screening for Down’s syndrome, Edwards’ syndrome and Patau’s syndrome',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/pregnancy/your-pregnancy-care/screening-for-downs-edwards-pataus-syndrome/',
    },
    {
      title: 'Screening tests for you and your baby',
      publisher: 'GOV.UK',
      url: 'https://www.gov.uk/government/publications/screening-tests-for-you-and-your-baby',
    },
    sources['nice-ng201'],
    sources['who-anc-2016'],
    {
      title: 'Congenital disorders: fact sheet',
      publisher: 'World Health Organization',
      url: 'https://www.who.int/news-room/fact-sheets/detail/birth-defects',
    },
    sources['fmoh-nigeria'],
  ],
  review: reviewed('2026-11-27'),
};
