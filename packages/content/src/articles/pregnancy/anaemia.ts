import { folicAcid } from '../../advice';
import { reviewed } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/**
 * Anaemia in pregnancy and after the birth: what it is, the blood tests (NICE NG201; the British Society
 * for Haematology's guideline on iron deficiency in pregnancy; WHO's thresholds), food and iron tablets,
 * iron through a drip, and being ready for bleeding at the birth. Nigeria: WHO's daily iron and folic
 * acid, malaria and worms as causes, and a hospital that can give blood.
 */
export const anaemia: Article = {
  title: 'Anaemia in pregnancy and after the birth',
  description:
    'Anaemia in pregnancy and after the birth: the causes, the blood tests, iron-rich food and iron tablets, and why treating it matters before the birth.',
  summary:
    'Anaemia means your blood has too few healthy red blood cells to carry the oxygen your body needs. It is common in pregnancy, when your body makes more blood for your baby, and after the birth, if you lost a lot of blood. Most anaemia is caused by a lack of iron. It is easy to test for and usually easy to treat. Treating it before the birth helps you cope with any bleeding.',
  sections: [
    {
      heading: 'How you may feel',
      paragraphs: [
        'Mild anaemia may cause no symptoms. As it gets worse, you may feel very tired and weak, get out of breath easily, feel your heart pounding, have headaches, or look pale. The inside of your lower eyelids and your nails may look pale too. Many of these are also common in pregnancy, so a blood test is the only way to know.',
      ],
      signs: ['possible-anaemia'],
    },
    {
      heading: 'Causes',
      paragraphs: [
        {
          uk: 'Most anaemia in pregnancy is caused by too little iron. It is more likely if you are expecting twins, had a baby within the last year or so, had heavy periods before, or eat little meat or fish. A lack of vitamin B12 or folate can also cause it. Some women have an inherited condition, such as thalassaemia or sickle cell disease.',
          ng: 'Most anaemia in pregnancy is caused by too little iron. Malaria, worms in the gut and infections such as HIV also cause it. It is more likely if you are expecting twins, had a baby within the last year or so, or had heavy periods before. Some women have an inherited condition, such as sickle cell disease.',
        },
      ],
    },
    {
      heading: 'Blood tests',
      paragraphs: [
        {
          uk: 'You are offered a blood test for anaemia at your booking appointment and again at 28 weeks. It measures haemoglobin, which carries oxygen. In pregnancy, anaemia means a level below 110 g/L in the first 12 weeks, or below 105 g/L after that. After the birth, it means below 100 g/L.',
          ng: 'Your blood is tested at your first antenatal visit and again later in pregnancy. The test measures haemoglobin, which carries oxygen, or your packed cell volume (PCV). WHO counts anaemia in pregnancy as a haemoglobin below 110 g/L. Ask what your result is and what it means.',
        },
      ],
    },
    {
      heading: 'Preventing anaemia',
      paragraphs: [
        {
          uk: 'Iron tablets are not offered to every pregnant woman in the UK, only to those who need them. Eat foods rich in iron, such as red meat, beans, lentils, eggs, dark green vegetables and cereals with added iron. Food or drinks with vitamin C help your body absorb iron. Tea and coffee make it harder, so drink them between meals.',
          ng: folicAcid.ng,
        },
        {
          uk: 'Avoid liver while you are pregnant: it has too much vitamin A for your baby.',
          ng: 'Eat foods rich in iron, such as beans, meat, fish, crayfish, eggs, and ugu and other dark green leaves. Fruit helps your body absorb iron. Tea and coffee make it harder, so drink them between meals. Sleep under an insecticide-treated net, take IPTp to prevent malaria, and take the medicine for worms your clinic offers after the first 12 weeks.',
        },
      ],
    },
    {
      heading: 'Treatment',
      paragraphs: [
        'Iron-deficiency anaemia is treated with iron tablets, taken every day. Take them with water or orange juice, an hour before a meal if you can, and not with tea, milk or antacids. They can make your poo black, and can cause constipation or an upset stomach. If they upset you, ask about another type, or taking them every other day.',
        'Keep iron tablets out of reach of children: too many can kill a child.',
        {
          uk: 'Your haemoglobin is checked again after 2 to 4 weeks to see if the tablets are working. If it is very low, you cannot take tablets, or the birth is near, you may be offered iron through a drip in hospital. Keep taking iron for 3 months after your level is normal, to refill your stores.',
          ng: 'Your blood is checked again after a few weeks. If it is very low, or the birth is near, you may need iron through a drip, or a blood transfusion in hospital. Keep taking iron as long as your clinic advises. If you have sickle cell disease, take iron only if a test shows you need it.',
        },
      ],
    },
    {
      heading: 'Planning for the birth',
      paragraphs: [
        'Some bleeding is normal at every birth. If you are anaemic, even a normal amount of bleeding can make you very ill, and heavy bleeding is more dangerous. Treating anaemia before the birth is the best protection.',
        {
          uk: 'If your haemoglobin is still low near your due date, your midwife will plan where you give birth and how you are cared for.',
          ng: 'If you are anaemic, plan to give birth in a hospital that can give blood and operate, not at home. Some hospitals ask family members to give blood: talk to your family about it before the birth.',
        },
      ],
      signs: ['pregnancy-heavy-bleeding'],
    },
    {
      heading: 'After the birth',
      paragraphs: [
        'After a birth with heavy bleeding, your blood is checked. Anaemia after birth can make you exhausted and low, and can make it harder to look after your baby. Iron tablets, or sometimes iron through a drip, help you recover. Eat well, rest when you can, and accept help.',
        {
          uk: 'If you feel very tired weeks after the birth, ask your GP for a blood test.',
          ng: 'If you feel very tired weeks after the birth, ask for a blood test at your postnatal clinic. WHO advises iron and folic acid for 6 to 12 weeks after the birth where anaemia is common, as it is in Nigeria.',
        },
      ],
      signs: ['postnatal-heavy-bleeding', 'low-mood'],
    },
  ],
  whenToGetHelp: {
    intro: 'Severe anaemia, and bleeding, can become dangerous. Get help for these signs.',
    signs: [
      'chest-pain-or-breathlessness',
      'pregnancy-heavy-bleeding',
      'postnatal-heavy-bleeding',
      'fit-or-collapse',
      'severe-malaria',
      'possible-anaemia',
      'low-mood',
    ],
  },
  references: [
    sources['nhs-anaemia'],
    sources['nice-ng201'],
    sources['bsh-iron-deficiency-pregnancy'],
    sources['nhs-vitamins-pregnancy'],
    sources['who-iron-folic-acid'],
    sources['who-anaemia'],
    sources['who-anc-2016'],
    sources['who-postnatal-2022'],
    sources['who-malaria-guidelines'],
  ],
  review: reviewed('2026-11-27'),
};
