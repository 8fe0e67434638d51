import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** The newborn's first weeks: checks and screening, vitamin K, vaccines, cord care, jaundice and the danger signs. */
export const newbornCare: Article = {
  title: 'Caring for your newborn: checks, vaccines and danger signs',
  description:
    'Your baby’s first checks and screening tests, vitamin K, vaccines, cord care and jaundice, and the danger signs that mean a newborn needs help.',
  summary:
    'The first weeks with a new baby are full of firsts, and your baby is offered several checks and treatments to keep them well. Keep your baby warm, feed them often and keep the cord clean and dry. Most babies stay well, but newborns can become ill quickly and show it in quiet ways. Learn the danger signs on this page, so that you know when to get help.',
  sections: [
    {
      heading: 'The first hours',
      paragraphs: [
        'Newborn babies lose heat fast. Hold your baby skin to skin on your chest, covered with a blanket, with a hat on. This keeps them warm, calms them and helps breastfeeding start. Try to offer the breast in the first hour.',
        {
          uk: 'There is no need to bath your baby in the first days. Clean the face, neck, hands and bottom with cotton wool and warm water.',
          ng: 'WHO advises waiting at least 24 hours before a baby’s first bath. Keep your baby dressed and covered, and do not leave them in a cold room or a draught.',
        },
      ],
    },
    {
      heading: 'Vitamin K',
      paragraphs: [
        'Babies are born with low levels of vitamin K, which the blood needs to clot. Without it, a few babies have serious bleeding, sometimes into the brain. Vitamin K given soon after birth prevents this.',
        {
          uk: 'You will be offered one injection of vitamin K for your baby. This is the most effective way. If you prefer, it can be given by mouth instead, but your baby then needs more than one dose.',
          ng: 'WHO advises an injection of vitamin K for every newborn. If your baby was born at home, or you are not sure they had it, ask at your clinic or primary health care centre.',
        },
      ],
    },
    {
      heading: 'Checks and screening tests',
      paragraphs: [
        {
          uk: 'Within 72 hours of birth, a doctor or midwife checks your baby from head to toe: their eyes, heart and hips, and in boys, the testicles. This check is repeated at 6 to 8 weeks.',
          ng: 'Before you go home, and at each postnatal check, a health worker checks your baby from head to toe. They weigh your baby and look at their breathing, temperature, skin colour, feeding and cord.',
        },
        {
          uk: 'When your baby is 5 days old, a midwife pricks their heel to collect a few drops of blood. This blood spot test screens for rare but serious conditions, including sickle cell disease, cystic fibrosis and an underactive thyroid. Early treatment makes a big difference.',
          ng: 'Nigeria does not yet test the blood of every newborn. Some hospitals offer a test for sickle cell disease. Ask whether yours does. Knowing your baby’s genotype early means care can start before problems appear.',
        },
        {
          uk: 'A hearing test is offered in the first few weeks, often before you leave hospital. Results and vaccines go in your baby’s red book, the personal child health record.',
          ng: 'WHO advises checks for your baby in the first 24 hours, on day 2 or 3, between days 7 and 14, and at 6 weeks. Take your baby to every one, even if they seem well.',
        },
      ],
    },
    {
      heading: 'Vaccines',
      paragraphs: [
        'Vaccines protect your baby from serious illnesses at the age they are most at risk. They are safe, and you can breastfeed to comfort your baby afterwards.',
        {
          uk: 'NHS vaccines are free. Your baby’s first vaccines are at 8 weeks, then at 12 and 16 weeks. They protect against illnesses such as whooping cough, meningitis, polio and rotavirus. Some babies are also offered the BCG vaccine against tuberculosis (TB), and babies whose mothers have hepatitis B have a first dose at birth.',
          ng: 'Routine vaccines are free at government health facilities. Your baby’s first vaccines are given at birth: BCG against tuberculosis (TB), polio drops and the hepatitis B birth dose. More follow at 6, 10 and 14 weeks, and at 9 months, including measles and yellow fever. Keep your baby’s vaccination card safe and take it to every visit.',
        },
      ],
    },
    {
      heading: 'Cord care',
      paragraphs: [
        'The cord stump slowly dries, turns black and drops off, usually within the first 2 weeks. Keep it clean and dry, and let the air get to it. Fold the nappy down below it. If it gets dirty, clean it with clean water and dry it gently.',
        {
          uk: 'Do not put any cream, powder or spray on the stump.',
          ng: 'If your health worker gives you chlorhexidine gel for the cord, use it as they show you. Do not put anything else on it, such as ash, oil, herbs, toothpaste or a hot compress.',
        },
      ],
      signs: ['cord-infection'],
    },
    {
      heading: 'Jaundice',
      paragraphs: [
        'Jaundice gives a baby yellow skin, or yellow in the white part of the eyes. It is caused by a substance called bilirubin building up in the blood. It is common, often starts on day 2 or 3, and usually fades within 2 weeks. Feeding often helps.',
        'Check your baby in good daylight. Press gently on the skin of the nose or forehead, and see if it looks yellow as you let go. On brown or black skin, it can be easier to see yellow in the whites of the eyes, the gums, or the palms and soles.',
        'Most jaundice needs no treatment. If the bilirubin level is high, babies are treated under a special blue light (phototherapy). Without treatment, very high levels can damage the brain.',
        {
          uk: 'Your midwife checks for jaundice at each visit. Tell them if you notice yellow skin.',
          ng: 'Do not treat jaundice with herbs, glucose water or by putting your baby in the sun: these do not work well and delay proper treatment. Keep your baby’s clothes away from camphor and mothballs, which can make jaundice worse in some babies.',
        },
      ],
      signs: ['baby-jaundice-first-day', 'baby-yellow-palms-soles', 'baby-jaundice-later'],
    },
  ],
  whenToGetHelp: {
    intro: {
      uk: 'Babies can become seriously ill quickly, and the signs can be quiet: a baby who feeds less, is hard to wake or feels cold. Trust your instincts. If something does not seem right, get help, even if you cannot say exactly what is wrong.',
      ng: 'These include the danger signs in newborns that WHO lists. Learn them, and make sure everyone who cares for your baby knows them too. If something does not seem right, get help, even if you cannot say exactly what is wrong.',
    },
    signs: [
      'baby-floppy-or-unresponsive',
      'baby-breathing',
      'baby-fit',
      'baby-colour',
      'baby-cold',
      'baby-rash',
      'baby-jaundice-first-day',
      'baby-yellow-palms-soles',
      'baby-not-feeding',
      'baby-fever-under-3-months',
      'baby-sleepy',
      'baby-wet-nappies',
      'baby-jaundice-later',
      'cord-infection',
    ],
  },
  references: [
    sources['nice-ng194'],
    {
      title: 'Newborn blood spot test',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/baby/newborn-screening/blood-spot-test/',
    },
    {
      title: 'Newborn physical examination',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/baby/newborn-screening/physical-examination/',
    },
    {
      title: 'NHS vaccinations and when to have them',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/vaccinations/nhs-vaccinations-and-when-to-have-them/',
    },
    sources['nhs-newborn-jaundice'],
    sources['nice-cg98'],
    sources['nhs-washing-baby'],
    sources['who-postnatal-2022'],
    sources['nphcda'],
  ],
  review: contentReview,
};
