import { figureReferences, nigeriaFigures } from '../../figures';
import { reviewed } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/**
 * When a baby dies before or soon after birth: stillbirth (from 24 weeks in the UK, 28 weeks as WHO
 * and Nigerian hospitals count it) and neonatal death; what happens, the choices parents have, their
 * body afterwards, grief, and where to find support in each country. Written in plain words with no
 * blame: most parents reading it have just lost a baby.
 */
export const stillbirthAndBabyLoss: Article = {
  title: 'Stillbirth and the death of a baby',
  description:
    'If your baby has died before or soon after birth: what happens next, the choices you have, your body afterwards, grief, and where to find support.',
  summary: {
    uk: 'If your baby has died, we are so sorry. This guide is for you and the people close to you. It explains what stillbirth and neonatal death mean, what happens next and the choices you have. It covers your body afterwards, your grief, and where to find support. Nothing you did or did not do caused your baby’s death. Read it at your own pace, or ask someone to read it with you.',
    ng: 'If your baby has died, we are so sorry. This guide is for you and the people close to you. It explains what stillbirth and the death of a newborn mean, what happens next and the choices you have. It covers your body afterwards, your grief, and where to find support. Your baby’s death is not your fault, and it is not a curse or a punishment. Read it at your own pace, or ask someone to read it with you.',
  },
  sections: [
    {
      heading: 'What the words mean',
      paragraphs: [
        {
          uk: 'A stillbirth is when a baby dies in the womb after 24 weeks of pregnancy, or during labour, and is born with no signs of life. If a baby dies before 24 weeks, it is called a miscarriage or late miscarriage. A neonatal death is when a baby is born alive but dies in the first 28 days.',
          ng: 'WHO, and most hospitals in Nigeria, call it a stillbirth when a baby dies in the womb from 28 weeks of pregnancy, or during labour, and is born with no signs of life. A loss before 28 weeks is called a miscarriage. A neonatal death is when a baby is born alive but dies in the first 28 days.',
        },
        {
          uk: 'Each year in the UK, thousands of families go through this. These words can feel cold. Your baby is your baby, whatever the word, and your loss is real.',
          ng: `${nigeriaFigures.stillbirth.ng}. Around the world, many stillbirths happen during labour, when skilled care could often have helped. These words can feel cold. Your baby is your baby, whatever the word, and your loss is real.`,
        },
      ],
    },
    {
      heading: 'Why it happens',
      paragraphs: [
        'Often a problem with the placenta is the cause. The placenta feeds the baby, and if it does not work well the baby may not grow or get enough oxygen. Other causes include infections, bleeding from the placenta, pre-eclampsia, diabetes and problems with the baby’s development. Sometimes no cause is found, even after tests.',
        {
          uk: 'It is not caused by work, stress, sex, or a minor fall. Parents often search for something they did wrong. Please be kind to yourself.',
          ng: 'It is not caused by work, stress, sex, a minor fall, witchcraft or something you ate. Some families look for someone to blame. Nobody is to blame.',
        },
      ],
    },
    {
      heading: 'If your baby has died before birth',
      paragraphs: [
        'If there are signs your baby may have died, a scan is done to check for a heartbeat. Being told is a terrible shock. You can ask for someone close to be with you, and for time before you decide anything.',
        'Your baby still needs to be born. Most women are offered medicine to start labour. If you are well, you may be able to go home first for a day or two. Waiting for labour to start by itself is possible, but tests will be needed to keep you safe. A caesarean is not usually advised, because it is a major operation and makes future births riskier. You can have pain relief in labour, as in any birth.',
      ],
      signs: ['pregnancy-heavy-bleeding', 'sepsis'],
    },
    {
      heading: 'Time with your baby',
      paragraphs: [
        'There is no right or wrong choice here. Some parents want to see and hold their baby, name them, and take photos, hand or footprints, or a lock of hair. Others do not. You can change your mind, and staff can keep these memories for you until you are ready.',
        {
          uk: 'A specialist bereavement midwife at the hospital will help you. They can explain your choices, such as tests to look for a cause, and a funeral or a cremation, which the hospital may help to arrange.',
          ng: 'Your faith and customs may guide what happens next, such as a quick burial. You can still ask for time with your baby first, and for staff to explain tests that may find a cause.',
        },
      ],
    },
    {
      heading: 'Tests to look for a cause',
      paragraphs: [
        {
          uk: 'You will be offered blood tests, a check of the placenta and, with your consent, a post-mortem of your baby. A post-mortem finds more answers, but it is your choice. Results can take many weeks. A consultant will go through them with you.',
          ng: 'Blood tests for you, and a check of the placenta, can show a cause such as an infection. Some teaching hospitals can do a post-mortem of the baby, if you agree. Ask the doctor to explain the results to you.',
        },
      ],
    },
    {
      heading: 'Registering and leave from work',
      paragraphs: [
        {
          uk: 'A baby stillborn after 24 weeks must be registered. The hospital will give you a certificate and explain how. If your baby was born after 24 weeks, you have the same right to maternity leave and pay as any mother. Your partner may have a right to paid bereavement leave.',
          ng: 'Ask the hospital how to register your baby’s birth and death, and for a letter for your employer if you need one.',
        },
      ],
    },
    {
      heading: 'Your body afterwards',
      paragraphs: [
        'You will bleed from the vagina for some weeks, as after any birth. Your breasts may fill with milk after 2 to 4 days, which can be very hard. A supportive bra and pain relief help. A tablet can stop the milk if you take it soon after the birth: ask your doctor or midwife.',
        'Go to your check-up after the birth, about 6 weeks later. Know the signs below.',
      ],
      signs: ['postnatal-heavy-bleeding', 'postnatal-fever'],
    },
    {
      heading: 'Grief and support',
      paragraphs: [
        'Grief can bring shock, numbness, anger, guilt and deep sadness. It often comes in waves, and can return at the due date or anniversaries. Partners grieve too, sometimes in different ways. Brothers and sisters need simple, honest words.',
        {
          uk: 'Sands, the stillbirth and neonatal death charity, has a free helpline and support groups across the UK. Tommy’s midwives are on 0800 0147 800, Monday to Friday, 9am to 5pm. Your GP can refer you for counselling.',
          ng: 'Nigeria has few services for parents after a baby dies. Ask the hospital whether a counsellor, psychologist or medical social worker can see you. Lean on people you trust, or a faith leader who will listen without blame.',
        },
        'If you feel hopeless, or think of harming yourself, tell someone and get help. You do not have to carry this alone.',
      ],
      signs: ['self-harm-now', 'self-harm-thoughts', 'low-mood'],
    },
    {
      heading: 'Another pregnancy',
      paragraphs: [
        'Most parents who have had a stillbirth go on to have a healthy baby. There is no right time to try again. Talk to your doctor first about any cause that was found.',
        {
          uk: 'Next time, you will be offered extra care from a consultant, with more scans and a plan for the birth. Know your baby’s movements, go to sleep on your side from 28 weeks, and do not smoke.',
          ng: 'Next time, book early at a hospital with a maternity unit and go to every check-up. Take IPTp, the medicine that protects you from malaria in pregnancy. Know your baby’s movements, and give birth with a skilled midwife or doctor.',
        },
      ],
      signs: ['reduced-movements', 'later-pregnancy-tummy-pain'],
    },
  ],
  whenToGetHelp: {
    intro: 'After a baby dies, your own health matters too. Get help for these signs, and for any worry about your body or your mind.',
    signs: [
      'postnatal-heavy-bleeding',
      'pregnancy-heavy-bleeding',
      'sepsis',
      'self-harm-now',
      'reduced-movements',
      'later-pregnancy-tummy-pain',
      'postnatal-fever',
      'self-harm-thoughts',
      'low-mood',
    ],
  },
  references: [
    sources['nhs-stillbirth'],
    sources['gov-register-stillbirth'],
    sources['sands'],
    sources['nhse-saving-babies-lives'],
    sources['nhs-movements'],
    sources['who-stillbirth'],
    sources['who-newborn-mortality'],
    ...figureReferences(nigeriaFigures.stillbirth),
    sources['who-anc-2016'],
    sources['who-postnatal-2022'],
  ],
  review: reviewed('2026-11-27'),
};
