import { reviewed } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/**
 * Babies born early or small: the neonatal unit, kangaroo mother care (WHO recommendations for care of
 * the preterm or low-birth-weight infant, 2022), feeding with the mother's milk, going home, safer
 * sleep, and the parents' own feelings. Nigeria: where neonatal units are, costs, and keeping a small
 * baby warm on the way.
 */
export const prematureAndSmallBabies: Article = {
  title: 'Premature and small babies: neonatal care and kangaroo mother care',
  description:
    'Babies born early or small: the neonatal unit, kangaroo mother care, feeding with your milk, going home, and the signs that mean your baby needs help.',
  summary:
    'A baby born before 37 weeks is premature, also called preterm. A baby who weighs less than 2.5 kg at birth has a low birthweight. Many of these babies need extra care at first, and most grow up well. Holding your baby skin to skin, known as kangaroo mother care, and feeding them your own milk are two of the best things you can do.',
  sections: [
    {
      heading: 'Born early or small',
      paragraphs: [
        'The earlier a baby is born, the more help they are likely to need. Babies born from 34 weeks often need only a little extra care. Babies born before 32 weeks usually need more, for longer.',
        'Some babies are born at full term but small, because they grew slowly in the womb. They also need help to stay warm, feed and grow.',
        'Very often nobody knows why a baby came early. It is not your fault.',
      ],
    },
    {
      heading: 'The neonatal unit',
      paragraphs: [
        {
          uk: 'Babies who need extra care go to a neonatal unit. There are three kinds: special care, local neonatal units, and intensive care for the smallest and sickest babies. Your baby may be moved to another hospital for the right level of care, and you can usually go too.',
          ng: 'Babies who need extra care go to a neonatal unit, often called the special care baby unit (SCBU). Teaching hospitals, federal medical centres and some state hospitals have one. If your baby is born early at home or at a primary health care centre, ask to be sent to the nearest hospital with a neonatal unit.',
        },
        'Your baby may need help to breathe, oxygen, a drip, or treatment under a blue light for jaundice. Some are in an incubator, a warm see-through cot. Staff will explain what each machine does. Ask as many questions as you need.',
        {
          uk: 'You are not a visitor. In most units you can be with your baby at any time, and staff will teach you to help with their care.',
          ng: 'Ask early what the care will cost and what you need to buy, such as drugs or nappies. The national health insurance scheme may cover some of it. Bring someone who can help with money and transport, so that you can stay with your baby.',
        },
      ],
    },
    {
      heading: 'Kangaroo mother care',
      paragraphs: [
        'Kangaroo mother care means holding your baby against your bare chest, skin to skin, for many hours each day. Your baby wears only a nappy and a hat. They lie upright between your breasts, with their head turned to one side so they can breathe. A cloth or wrap holds them in place, and a blanket covers you both.',
        'WHO advises it for every baby born early or small, starting as soon as possible after birth, even in the neonatal unit. Aim for as many hours a day as you can, ideally at least 8. Your body keeps your baby warm. It helps them breathe steadily, feed and grow, and lowers the chance of infection and death.',
        {
          uk: 'Your partner or another close family member can take turns. Ask the nurses to help you start.',
          ng: 'Your partner, your mother or another close family member can take turns. You can carry on at home, day and night, for as long as your baby is content. If you must travel to a hospital with a small baby, keep them skin to skin on the way.',
        },
      ],
    },
    {
      heading: 'Feeding your baby',
      paragraphs: [
        'Your breast milk protects a premature baby from serious infections. Start expressing milk by hand or with a pump within a few hours of the birth, about 8 times a day, night included. Even a few drops of the first milk help.',
        'Very small babies are fed your milk through a thin tube into the stomach. As they grow, they learn to breastfeed. Kangaroo care makes it easier.',
        {
          uk: 'If you cannot give enough milk, your baby may be offered donor breast milk from a milk bank, or a special formula for premature babies.',
          ng: 'If your baby cannot yet suck, they can be fed your expressed milk from a small cup. Only use formula if the doctor advises it, and make it up exactly as shown.',
        },
      ],
    },
    {
      heading: 'Going home',
      paragraphs: [
        'Your baby can usually go home when they are feeding well, staying warm and putting on weight. Go to every follow-up visit. Babies born very early may need checks of their eyes, hearing and growth.',
        'Your baby has their vaccines at the same age as other babies, counted from the day they were born, not from the due date. For milestones like smiling or sitting, count from the due date instead.',
        'Lay your baby on their back to sleep, in their own cot, in the same room as you. Sharing a bed is riskier for a baby who was born early or small.',
      ],
    },
    {
      heading: 'Your own feelings',
      paragraphs: [
        'Having a baby in a neonatal unit is frightening and tiring. Many parents feel shock, guilt or fear, and some feel low for months. Look after yourself: eat, rest and accept help.',
        {
          uk: 'Bliss, the charity for babies born premature or sick, has support and information for parents. Talk to the unit’s staff, your health visitor or your GP if you are struggling.',
          ng: 'Talk to the nurses and doctors on the unit, and to other parents there. Ask if the hospital has a counsellor or social worker. Tell a health worker if you are struggling.',
        },
      ],
      signs: ['low-mood'],
    },
    {
      heading: 'If you are pregnant',
      paragraphs: [
        'Labour can start early. Know its signs, and get help for them, so that you and your baby can be cared for in a hospital ready for a small baby.',
      ],
      signs: ['preterm-labour', 'waters-break', 'later-pregnancy-tummy-pain'],
    },
  ],
  whenToGetHelp: {
    intro: 'Small babies can become ill quickly, and the signs can be quiet. If something does not seem right, get help, even if you cannot say what is wrong.',
    signs: [
      'baby-breathing',
      'baby-colour',
      'baby-cold',
      'baby-floppy-or-unresponsive',
      'baby-not-feeding',
      'baby-sleepy',
      'baby-fever-under-3-months',
      'baby-jaundice-later',
    ],
  },
  references: [
    sources['nhs-premature-labour'],
    sources['nice-ng25'],
    sources['bliss'],
    sources['lullaby-safer-sleep'],
    sources['who-preterm-lbw-2022'],
    sources['who-preterm-birth'],
    sources['who-postnatal-2022'],
    sources['nphcda'],
  ],
  review: reviewed('2026-11-27'),
};
