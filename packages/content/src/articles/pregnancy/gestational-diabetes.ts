import { gestationalDiabetesTest } from '../../advice';
import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** Gestational diabetes: who is tested and when in each country, the test, diet and treatment, the birth and afterwards. */
export const gestationalDiabetes: Article = {
  title: 'Gestational diabetes',
  description:
    'Who is tested for diabetes in pregnancy and when, what the test involves, how diet, activity and medicine help, and the care you need after the birth.',
  summary:
    'Gestational diabetes is high blood sugar that starts in pregnancy. It often has no symptoms, so a test is the way to find it. With healthy food, activity and sometimes medicine, most women with it have a healthy pregnancy and baby. It usually goes away after the birth, but it raises your chance of diabetes later.',
  sections: [
    {
      heading: 'What it is',
      paragraphs: [
        'Insulin is a hormone that moves sugar from your blood into your cells. In pregnancy, hormones from the placenta make insulin work less well. If your body cannot make enough extra insulin, your blood sugar rises.',
        'It usually starts after 24 weeks. Without treatment, high blood sugar can make your baby grow large, which can make the birth harder. It also raises the risk of pre-eclampsia, an early birth and, rarely, stillbirth. After the birth, your baby may have low blood sugar.',
      ],
    },
    {
      heading: 'Who is tested, and when',
      paragraphs: [
        gestationalDiabetesTest,
        {
          uk: 'If you had gestational diabetes before, you will be offered a test, or blood sugar checks at home, soon after your booking appointment. If the first test is normal, you will have another at 24 to 28 weeks.',
          ng: 'Some hospitals test every pregnant woman, so ask your clinic what it offers. If you had gestational diabetes before, ask for a test early in pregnancy, and another at 24 to 28 weeks if the first is normal.',
        },
        'A test may also be offered if a urine test at a check-up finds a lot of sugar.',
      ],
    },
    {
      heading: 'The test',
      paragraphs: [
        'The test is called an oral glucose tolerance test (OGTT). You do not eat for 8 to 10 hours before it, usually overnight, but you can sip water. First a blood sample is taken. Then you have a sugary drink, wait 2 hours without eating, and have another blood test.',
        {
          uk: 'In the UK, you have gestational diabetes if the first result is 5.6 mmol/litre or more, or the result after 2 hours is 7.8 mmol/litre or more.',
          ng: 'Many hospitals use the WHO levels. You have gestational diabetes if the first result is 5.1 mmol/litre or more, the result after 1 hour is 10.0 or more, or the result after 2 hours is 8.5 or more.',
        },
      ],
    },
    {
      heading: 'Checking your blood sugar',
      paragraphs: [
        'If you have gestational diabetes, you will be taught to check your blood sugar with a finger-prick test, usually several times a day. Write down your results and take them to each appointment.',
        {
          uk: 'The usual aims are below 5.3 mmol/litre before breakfast, and below 7.8 mmol/litre 1 hour after a meal. Your diabetes team will tell you your own aims.',
          ng: 'Your doctor will tell you the levels to aim for. If you cannot get a meter, ask how often to come in for checks.',
        },
      ],
      signs: ['high-blood-sugar'],
    },
    {
      heading: 'Food and activity',
      paragraphs: ['Food is the first treatment. A dietitian or nurse can help you plan meals you enjoy. Helpful changes are:'],
      list: [
        'eat 3 regular meals a day, and do not skip breakfast',
        {
          uk: 'choose starchy foods that release sugar slowly, such as wholegrain bread, oats, beans, lentils and brown rice, and have smaller portions of white bread, white rice and potatoes',
          ng: 'choose starchy foods that release sugar slowly, such as beans, unripe plantain, oats and brown rice, and have smaller portions of white rice, yam, bread and swallows such as eba or pounded yam',
        },
        'fill half your plate with vegetables, and have some protein with each meal, such as fish, eggs, beans or lean meat',
        {
          uk: 'swap sugary drinks, fruit juice and sweets for water and whole fruit',
          ng: 'swap soft drinks, malt drinks, fruit juice and sweets for water and whole fruit',
        },
        'be active every day: a 30-minute walk after meals helps lower your blood sugar',
      ],
    },
    {
      heading: 'Medicine',
      paragraphs: [
        'If your blood sugar stays too high after 1 to 2 weeks of changes to food and activity, you will be offered tablets called metformin, insulin injections, or both. These are safe for your baby. Needing medicine does not mean you have failed.',
        'If you take insulin, you will be shown how to spot and treat a low blood sugar (a hypo). Carry glucose tablets or a sugary drink with you.',
      ],
    },
    {
      heading: 'Extra checks and the birth',
      paragraphs: [
        {
          uk: 'You will be offered extra scans to check your baby’s growth. You will usually be advised to give birth before 41 weeks, or sooner if there are concerns. This may mean starting labour off (induction).',
          ng: 'You will have extra checks of your baby’s growth, and may have extra scans. Your doctor will plan with you when to give birth. Plan to give birth in a hospital, where your baby’s blood sugar can be checked.',
        },
        'After the birth, feed your baby as soon as you can, and then often. Your baby’s blood sugar will be checked with a heel-prick test.',
      ],
    },
    {
      heading: 'After the birth',
      paragraphs: [
        'Gestational diabetes usually goes away after the birth, and you can stop any medicine. Your blood sugar is checked before you go home.',
        {
          uk: 'Have a blood test 6 to 13 weeks after the birth to check the diabetes has gone. After that, have a blood test for diabetes (HbA1c) at your GP surgery every year.',
          ng: 'Have a blood test about 6 to 12 weeks after the birth to check the diabetes has gone. After that, have a test for diabetes every year or two. Ask your clinic to arrange it.',
        },
        'Having had gestational diabetes makes type 2 diabetes more likely later in life. It may also come back in a future pregnancy. Keeping to a healthy weight, eating well and staying active lower the risk. Before your next pregnancy, talk to your doctor about an early test.',
      ],
    },
  ],
  whenToGetHelp: {
    intro: 'Most women with gestational diabetes have a healthy pregnancy. Know these signs, and tell your team about any worry.',
    signs: ['fit-or-collapse', 'reduced-movements', 'later-pregnancy-tummy-pain', 'pre-eclampsia', 'pregnancy-urine-infection', 'high-blood-sugar'],
  },
  references: [
    sources['nhs-gestational-diabetes'],
    sources['nice-ng3'],
    sources['who-hyperglycaemia-pregnancy'],
    sources['who-anc-2016'],
  ],
  review: contentReview,
};
