import type { Article } from '../article';
import { figureReferences, nigeriaFigures } from '../../figures';
import { contentReview } from '../../site';
import { sources } from '../../sources';

/** Common worries and warning signs in pregnancy, and what to do about each. */
export const concerns: Article = {
  title: 'Common concerns and warning signs in pregnancy',
  description:
    'Which pregnancy symptoms are common and which need help fast: bleeding, pain, headaches, fever, changes in movements and early labour.',
  summary:
    'Most aches and changes in pregnancy are normal. But some signs need checking quickly, and a few can be life-threatening. This guide helps you tell them apart. If you are unsure, always get checked. Midwives and doctors would much rather see you and find that all is well.',
  sections: [
    {
      heading: 'Common discomforts that are usually normal',
      paragraphs: [
        'Your body changes a lot in pregnancy. These problems are common and usually harmless, though they can be uncomfortable:',
      ],
      list: [
        'feeling sick, mostly in the first 12 weeks',
        'heartburn and indigestion',
        'constipation and piles',
        'back pain, and pain at the front of the pelvis (pelvic girdle pain)',
        'leg cramps, often at night',
        'mild swelling of the feet and ankles at the end of the day',
        'more vaginal discharge than usual, if it is clear or white and does not smell',
      ],
    },
    {
      heading: 'Easing common discomforts',
      paragraphs: [
        'Small, frequent meals help with sickness and heartburn. Fibre, fruit, vegetables and water help with constipation. Gentle exercise, good posture and a supportive pillow can ease back pain.',
        {
          uk: 'Check with a pharmacist, midwife or GP before taking any medicine, including herbal remedies. Paracetamol is usually safe in pregnancy at the normal dose. Do not take ibuprofen or aspirin unless a doctor advises it.',
          ng: 'Check with a pharmacist, nurse or doctor before taking any medicine, including herbal remedies. Paracetamol is usually safe in pregnancy at the normal dose. Do not take ibuprofen or aspirin unless a doctor advises it.',
        },
        {
          uk: 'If pelvic or back pain makes it hard to walk, ask your midwife about a referral to a physiotherapist.',
          ng: 'If pelvic or back pain makes it hard to walk, ask your clinic about seeing a physiotherapist.',
        },
      ],
    },
    {
      heading: 'Bleeding and pain in early pregnancy',
      paragraphs: [
        'Light spotting in early pregnancy is quite common and often harmless. But bleeding can also be a sign of miscarriage or an ectopic pregnancy, so always get it checked.',
        {
          uk: 'Sadly, miscarriage is common. About 1 in 8 known pregnancies ends in miscarriage, most in the first 12 weeks. It is usually caused by a problem with the baby’s development. It is not caused by work, exercise, sex or a minor fall.',
          ng: `Sadly, miscarriage is common. ${nigeriaFigures.miscarriage.ng}, most in the first 12 weeks. It is usually caused by a problem with the baby’s development. It is not caused by work, exercise, sex or a minor fall.`,
        },
        'An ectopic pregnancy is when the pregnancy grows outside the womb, usually in a fallopian tube. It cannot survive and can cause dangerous bleeding inside the body. Its warning signs, and what to do, are in the boxes below.',
        {
          uk: 'Your GP or midwife can refer you to an early pregnancy unit for a scan.',
          ng: 'A doctor at a hospital can arrange a scan and tests to find the cause.',
        },
      ],
      signs: ['severe-pain-or-collapse', 'pregnancy-bleeding', 'possible-ectopic'],
    },
    {
      heading: 'Pre-eclampsia',
      paragraphs: [
        'Pre-eclampsia is a condition that causes high blood pressure. It usually starts after 20 weeks. It can be serious for you and your baby, which is why your blood pressure and urine are checked at every visit.',
        'It often has no symptoms at first, so go to every check. It can get worse fast, even when you feel well, so know the signs below. Being sick can be a sign too.',
      ],
      signs: ['fit-or-collapse', 'pre-eclampsia'],
    },
    {
      heading: 'A high temperature and infections',
      paragraphs: [
        'In pregnancy, a fever needs checking sooner than usual, at a lower temperature than at other times. Infections can affect the baby.',
        'Water infections (urine infections) are more common in pregnancy. Pain low in the tummy can be a sign too. They need treatment: they do not usually pass on their own.',
        {
          uk: 'Tell your midwife if you have been in contact with chickenpox or measles and you are not sure you are immune.',
          ng: 'If you have a fever, you may need a malaria test. Malaria in pregnancy needs prompt treatment. Tell your clinic too if you have been near someone with chickenpox or measles.',
        },
      ],
      signs: ['sepsis', 'pregnancy-temperature', 'pregnancy-urine-infection'],
    },
    {
      heading: 'Changes in your baby’s movements',
      paragraphs: [
        'Most women first feel their baby move between 16 and 24 weeks. After that, get to know your baby’s usual pattern. Each baby moves in its own way, so there is no count of kicks to aim for.',
        'A change in the pattern can be a sign that the baby is unwell. Do not try to count kicks first. A heartbeat monitor used at home can mislead you: you may hear your own heartbeat and feel wrongly reassured.',
      ],
      signs: ['reduced-movements'],
    },
    {
      heading: 'Signs of early labour',
      paragraphs: [
        'Labour before 37 weeks is called preterm labour. Signs include regular tightenings or contractions, period-like pain, a new dull backache, pressure low in the pelvis, and a gush or trickle of fluid from the vagina.',
      ],
      signs: ['waters-break', 'preterm-labour'],
    },
    {
      heading: 'Itching',
      paragraphs: [
        'Itching is common as the skin stretches. But itching that is severe, mostly on the palms and soles, can be a sign of a liver problem in pregnancy. A blood test finds it.',
      ],
      signs: ['pregnancy-itching'],
    },
    {
      heading: 'Your feelings and your safety',
      paragraphs: [
        'Feeling anxious or low is common in pregnancy. Help works, and asking for it will not mean your baby is taken away.',
        {
          uk: 'Abuse often starts or gets worse in pregnancy. If someone is hurting, controlling or frightening you, you can tell your midwife or doctor in private.',
          ng: 'Abuse often starts or gets worse in pregnancy. If someone is hurting, controlling or frightening you, you can tell your nurse, midwife or doctor in private.',
        },
      ],
      signs: ['in-danger-or-assaulted', 'self-harm-thoughts', 'low-mood'],
    },
  ],
  whenToGetHelp: {
    intro: 'If you are not sure whether something is normal, get advice. You will not be wasting anyone’s time.',
    signs: [
      'pregnancy-heavy-bleeding',
      'severe-pain-or-collapse',
      'fit-or-collapse',
      'chest-pain-or-breathlessness',
      'sepsis',
      'reduced-movements',
      'later-pregnancy-tummy-pain',
      'pre-eclampsia',
      'waters-break',
      'preterm-labour',
      'pregnancy-bleeding',
      'possible-ectopic',
      'pregnancy-temperature',
      'one-swollen-leg',
      'no-movements-by-24-weeks',
      'pregnancy-itching',
      'severe-vomiting',
      'pregnancy-urine-infection',
      'pregnancy-discomforts',
      'pregnancy-discharge-change',
    ],
  },
  references: [
    sources['nhs-bleeding-pregnancy'],
    sources['nhs-pre-eclampsia'],
    sources['nhs-movements'],
    sources['nhse-saving-babies-lives'],
    sources['who-preterm-birth'],
    sources['nice-ng126'],
    sources['who-anc-2016'],
    sources['who-pre-eclampsia'],
    ...figureReferences(nigeriaFigures.miscarriage),
  ],
  review: contentReview,
};
