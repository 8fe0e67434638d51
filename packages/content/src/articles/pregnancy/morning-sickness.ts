import { reviewed } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/**
 * Feeling sick and being sick in pregnancy, from ordinary morning sickness to hyperemesis gravidarum
 * (RCOG Green-top Guideline 69; WHO antenatal care 2016 on ginger and vitamin B6): what helps, the
 * medicines that are safe, treatment in hospital, and, in Nigeria, testing for malaria and avoiding
 * herbal mixtures.
 */
export const morningSickness: Article = {
  title: 'Morning sickness and hyperemesis gravidarum',
  description:
    'Feeling sick and being sick in early pregnancy: what helps, the medicines that are safe, and hyperemesis gravidarum, the severe form that needs treatment.',
  summary:
    'Feeling sick, and being sick, are very common in early pregnancy. It is often called morning sickness, but it can happen at any time of day. For most women it is unpleasant but does not harm the baby, and it eases by 16 to 20 weeks. A few women have a severe form, hyperemesis gravidarum, which needs treatment. You do not need to suffer in silence: help works.',
  sections: [
    {
      heading: 'Why it happens',
      paragraphs: [
        'Sickness usually starts around 4 to 6 weeks of pregnancy and is often worst at 8 to 12 weeks. It is linked to the hormones of pregnancy. It can be worse with twins, or if you had it badly in a past pregnancy.',
      ],
    },
    {
      heading: 'Things you can try',
      paragraphs: ['These help many women with mild sickness:'],
      list: [
        'rest: tiredness makes sickness worse',
        {
          uk: 'eat small meals often, of plain foods high in carbohydrate, such as dry toast, crackers or rice',
          ng: 'eat small meals often, of plain foods such as dry biscuits, bread, boiled yam or rice',
        },
        'eat something plain before you get up in the morning',
        'sip drinks little and often rather than in large amounts, and try cold, fizzy or sour drinks',
        'avoid smells and foods that make you feel sick, and ask others to cook if you can',
        'try ginger, such as ginger tea or biscuits',
        'wear loose clothes, and get fresh air',
      ],
    },
    {
      heading: 'Medicines that can help',
      paragraphs: [
        'If these are not enough, there are anti-sickness medicines that are safe in pregnancy. Many have been used for years. Starting one early can stop the sickness getting worse.',
        {
          uk: 'Talk to your GP or midwife. They may suggest an antihistamine such as cyclizine or promethazine, or a medicine containing doxylamine and vitamin B6. If one does not work, there are others. Do not stop taking them suddenly without advice.',
          ng: 'Talk to a doctor at your antenatal clinic. Do not buy medicines from a chemist or take herbal mixtures, such as agbo, for sickness: some are not safe for your baby. WHO advises ginger and vitamin B6 for mild sickness.',
        },
      ],
    },
    {
      heading: 'Hyperemesis gravidarum',
      paragraphs: [
        'Hyperemesis gravidarum is severe sickness in pregnancy. You may be sick many times a day and unable to keep food or drink down. You may lose weight, feel very weak and become dehydrated. It is not your fault, and it is not in your head.',
        'It is diagnosed from your symptoms, your weight, and tests of your urine and blood. A scan may check for twins or a molar pregnancy, which can cause it.',
      ],
      signs: ['severe-vomiting'],
    },
    {
      heading: 'Treatment for hyperemesis',
      paragraphs: [
        'Most women are treated as a day case, without staying in hospital. You may be given:',
      ],
      list: [
        'fluids through a drip into a vein, to treat dehydration',
        'anti-sickness medicines, by mouth or by injection, often more than one',
        'thiamine, which is vitamin B1, to protect your nerves and brain',
        'medicine for heartburn, which often comes with sickness',
        'if you stay in hospital, injections to prevent blood clots',
      ],
    },
    {
      heading: 'Looking after yourself',
      paragraphs: [
        'Hyperemesis can make you feel low, alone and frightened. Some women feel unable to carry on with the pregnancy. Tell your doctor or midwife how you feel: more treatment and support can help. If it eases, a little food and drink at a time is the way back.',
        {
          uk: 'The charity Pregnancy Sickness Support offers a helpline and peer support. If you had hyperemesis before, ask about starting medicine early next time.',
          ng: 'Ask your family for help at home and with other children. If the cost of treatment worries you, tell the clinic. If you had hyperemesis before, ask about starting medicine early next time.',
        },
      ],
      signs: ['low-mood'],
    },
    {
      heading: 'Other causes of being sick',
      paragraphs: [
        {
          uk: 'Sickness with a fever, pain when you pee, or tummy pain may be an infection, such as a urine infection. Sickness that starts after 20 weeks can be a sign of pre-eclampsia.',
          ng: 'Sickness with a fever may be malaria, which is dangerous in pregnancy: get tested. Sickness with pain when you pee may be a urine infection. Sickness that starts after 20 weeks can be a sign of pre-eclampsia.',
        },
      ],
      signs: ['pregnancy-temperature', 'pregnancy-urine-infection', 'pre-eclampsia'],
    },
  ],
  whenToGetHelp: {
    intro: 'Get help if sickness stops you eating or drinking, or comes with any of these signs.',
    signs: ['vomiting-blood', 'severe-malaria', 'pre-eclampsia', 'pregnancy-temperature', 'severe-vomiting', 'pregnancy-urine-infection', 'low-mood'],
  },
  references: [
    sources['nhs-morning-sickness'],
    sources['nhs-severe-vomiting'],
    sources['rcog-gtg69'],
    sources['who-anc-2016'],
    sources['who-mcpc'],
    sources['who-malaria-guidelines'],
  ],
  review: reviewed('2026-11-27'),
};
