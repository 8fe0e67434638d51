/**
 * The /postpartum topic page. On the UK site the EPDS cut-off of 13 is a
 * screening threshold, not a diagnosis; the Nigeria site gives no cut-off,
 * because Nigerian validation studies used 9 to 10 (docs/clinical-sources.md,
 * first review, correction 5). Any thought of self-harm is a registry sign whatever the
 * score (NICE CG192). Postnatal contact times for Nigeria follow WHO's 2022
 * postnatal care recommendations; bed-sharing advice follows the Lullaby
 * Trust and NICE NG194 (correction 8).
 */

import { unsafeBedSharing, vitaminD } from '../advice';
import { list, p, signs } from '../blocks';
import { images } from '../images';
import { contentReview, medicalDisclaimer } from '../site';
import { sources } from '../sources';
import type { PostpartumPage } from '../types';
import { routeMeta } from '../pages';

export const postpartum: PostpartumPage = {
  id: 'postpartum',
  path: '/postpartum',
  ...routeMeta['/postpartum'],
  hero: {
    title: 'Recovery after birth',
    text: 'Caring for yourself matters as much as caring for your baby.',
    image: images.postpartum,
  },
  summary: {
    heading: 'After the birth in brief',
    text: 'Your body takes weeks to months to recover from pregnancy and birth. Bleeding, soreness and tiredness are normal at first. Feeling low for a few days is common, but low mood that lasts longer than 2 weeks needs support. Know the warning signs, and ask for help early.',
    points: [
      'Bleeding after birth is heavy at first and usually stops by about 6 weeks.',
      'The baby blues pass within 2 weeks. If low mood lasts longer, talk to someone.',
      'Put your baby to sleep on their back, in their own clear, flat space.',
      'You can get pregnant again from 3 weeks after birth, so think about contraception early.',
    ],
  },
  recoveryPeriods: [
    {
      id: 'first-48-hours',
      title: 'The first days',
      icon: 'heart-pulse',
      meta: 'First 24-48 hours',
      defaultOpen: false,
      keyFocus: {
        uk: 'Rest, skin-to-skin contact and first feeds. Your midwife checks your bleeding, blood pressure, temperature and that you can pee.',
        ng: 'Rest, skin-to-skin contact and first feeds. Stay at the hospital or health centre for at least 24 hours after the birth if you can, so your bleeding, blood pressure and temperature can be checked.',
      },
      physicalChanges: [
        'Heavy bleeding (lochia), like a heavy period, sometimes with small clots',
        'Cramps called afterpains as the womb shrinks, often stronger while breastfeeding',
        'A sore, swollen area between the vagina and anus, or a sore caesarean wound',
        'Stinging or difficulty when you first pee',
        'Shaking, tiredness and feeling very emotional',
      ],
    },
    {
      id: 'weeks-1-2',
      title: 'The first two weeks',
      icon: 'moon',
      meta: '1-2 weeks',
      defaultOpen: false,
      keyFocus: {
        uk: 'Healing, feeding and rest. A midwife sees you at home or in clinic, then a health visitor takes over at about 10 to 14 days.',
        ng: 'Healing, feeding and rest. WHO advises postnatal checks at 2 to 3 days and again between 7 and 14 days after birth. Go to your clinic for these even if you feel well.',
      },
      physicalChanges: [
        'Bleeding becomes lighter and turns pink or brown',
        'Your milk comes in at about day 2 to 4, and breasts may feel full and hard',
        'Stitches start to heal and usually dissolve on their own',
        'Constipation or piles are common; drink plenty and eat fibre',
        'Night sweats as your body loses extra fluid',
      ],
    },
    {
      id: 'weeks-2-6',
      title: 'Weeks two to six',
      icon: 'leaf',
      meta: '2-6 weeks',
      defaultOpen: false,
      keyFocus: {
        uk: 'Gentle walks and daily pelvic floor exercises. Your GP offers you a postnatal check at 6 to 8 weeks to see how you are, in body and mind.',
        ng: 'Gentle walks and daily pelvic floor exercises. WHO advises a postnatal check at 6 weeks. Go to your clinic, and ask about family planning at the same visit.',
      },
      physicalChanges: [
        'Bleeding usually stops by about 6 weeks',
        'The womb shrinks back to near its normal size',
        'Tummy muscles start to close the gap that opened in pregnancy',
        'A caesarean wound heals on the outside, though healing inside takes longer',
      ],
    },
    {
      id: 'weeks-6-to-6-months',
      title: 'Six weeks to six months',
      icon: 'sun',
      meta: '6 weeks-6 months',
      defaultOpen: false,
      keyFocus:
        'Building strength slowly, contraception and your wellbeing. Add more exercise bit by bit. Many women wait until at least 12 weeks before running or jumping, and only if they have no leaking or heaviness.',
      physicalChanges: [
        'Periods return, often later if you are fully breastfeeding',
        'Hair may fall out more at about 3 months, then grows back',
        'The pelvic floor gets stronger with regular exercises',
        'Weight changes slowly; there is no need to rush',
      ],
    },
  ],
  mentalHealth: [
    {
      id: 'baby-blues',
      title: 'Baby Blues',
      icon: 'cloud',
      meta: 'Common in the first 2 weeks',
      defaultOpen: false,
      content: [
        p('Many new mothers feel weepy, anxious or irritable in the first week after birth. This is called the baby blues. It is linked to hormone changes and tiredness.'),
        p('The baby blues pass on their own within 2 weeks. Rest, food and support from people around you help.'),
        p({
          uk: 'If you still feel low after 2 weeks, or your feelings get worse, it may be postnatal depression. Tell your midwife, health visitor or doctor.',
          ng: 'If you still feel low after 2 weeks, or your feelings get worse, it may be postnatal depression. Tell the nurse, midwife or doctor at your postnatal clinic or primary health care centre.',
        }),
      ],
    },
    {
      id: 'postnatal-depression',
      title: 'Postnatal Depression',
      icon: 'brain',
      meta: 'Affects more than 1 in 10 women',
      defaultOpen: false,
      content: [
        p('Postnatal depression is depression that starts in the year after having a baby. It affects more than 1 in 10 women. It is an illness, not a sign of being a bad mother, and it can be treated.'),
        p('Signs include:'),
        list(
          'feeling sad or low most of the time',
          'losing interest in things you used to enjoy',
          'feeling very tired, yet not able to sleep',
          'finding it hard to bond with your baby',
          'pulling away from other people',
          'frightening thoughts, such as hurting yourself or your baby',
        ),
        p('Health workers may ask you two questions: in the past month, have you often felt down, depressed or hopeless? And have you had little interest or pleasure in doing things? They may also use a 10-question form called the Edinburgh scale (EPDS).'),
        p({
          uk: 'A score of 13 or more on the EPDS suggests depression is likely. It is a screening result, not a diagnosis: it means you should talk it through with a doctor. Question 10 asks about harming yourself. Any answer other than "never" is a warning sign, whatever the total score.',
          ng: 'There is no score that means you do not deserve help: if you are struggling, ask for help whatever your score. Question 10 asks about harming yourself. Any answer other than "never" is a warning sign, whatever the total score.',
        }),
        p('Treatment includes support, talking therapy and medicines. Many medicines are safe while breastfeeding.'),
        p('Rarely, a mother becomes suddenly very unwell in the first weeks after the birth. This is called postpartum psychosis.'),
        signs('postpartum-psychosis', 'self-harm-now', 'self-harm-thoughts', 'low-mood'),
      ],
    },
    {
      id: 'postnatal-anxiety-ocd',
      title: 'Postnatal Anxiety and OCD',
      icon: 'heart-handshake',
      meta: 'Worry that will not switch off',
      defaultOpen: false,
      content: [
        p('Some worry is normal with a new baby. Postnatal anxiety is worry that is constant and hard to control. You may feel on edge, have a racing heart or panic attacks, or be unable to rest even when the baby sleeps.'),
        p('Postnatal OCD (obsessive compulsive disorder) brings unwanted, upsetting thoughts, often about harm coming to the baby. To cope, you may check, clean or avoid things over and over.'),
        p('These thoughts are common, and having them does not mean you want to act on them. Anxiety and OCD respond well to treatment, such as talking therapy (CBT).'),
        signs('mental-health-worsening', 'low-mood'),
      ],
    },
  ],
  breastfeeding: [
    {
      id: 'getting-started',
      title: 'Getting started',
      icon: 'baby',
      meta: 'The first days',
      defaultOpen: false,
      content: [
        p('Hold your baby skin to skin soon after birth. It calms the baby and helps the first feed.'),
        p('Your first milk, colostrum, is thick and yellow. There is only a little, but it is all a newborn needs. Most babies feed 8 to 12 times or more in 24 hours in the early weeks.'),
        p('Feed your baby whenever they show they are hungry, for as long as they want.'),
      ],
    },
    {
      id: 'attachment',
      title: 'Positioning and attachment',
      icon: 'heart',
      meta: 'A good latch',
      defaultOpen: false,
      content: [
        p('Hold your baby close, with their head and body in a straight line. Their nose should be level with your nipple.'),
        p('Wait for a wide open mouth, then bring the baby to the breast, chin first. Their mouth should cover a large part of the darker skin around the nipple.'),
        p({
          uk: 'Feeding may feel strong, but it should not hurt. Pain usually means the latch needs adjusting. Ask a midwife, health visitor or breastfeeding supporter to watch a feed.',
          ng: 'Feeding may feel strong, but it should not hurt. Pain usually means the latch needs adjusting. Ask the nurse, midwife or health worker at your postnatal clinic or primary health care centre to watch a feed.',
        }),
      ],
    },
    {
      id: 'enough-milk',
      title: 'Is my baby getting enough?',
      icon: 'check-circle',
      meta: 'Signs feeding is going well',
      defaultOpen: false,
      content: [
        list(
          'From day 5, at least 6 heavy wet nappies a day',
          'At least 2 soft yellow poos a day in the first weeks',
          'Your baby is content after most feeds and regains their birth weight by about 2 weeks',
        ),
        signs('baby-jaundice-first-day', 'baby-wet-nappies', 'baby-sleepy', 'baby-jaundice-later'),
      ],
    },
    {
      id: 'feeding-problems',
      title: 'Common problems',
      icon: 'alert-triangle',
      meta: 'Soreness, fullness and mastitis',
      defaultOpen: false,
      content: [
        p('Sore nipples usually improve once the latch is right. Very full, hard breasts (engorgement) ease with frequent feeds.'),
        p('Mastitis is a painful, hot, swollen area of the breast, sometimes with a fever and flu-like aches. Keep feeding from that side. You may need antibiotics.'),
        signs('mastitis'),
      ],
    },
    {
      id: 'how-long',
      title: 'How long to breastfeed',
      icon: 'calendar',
      meta: 'Six months and beyond',
      defaultOpen: false,
      content: [
        p('WHO and the NHS advise breast milk only for about the first 6 months. After that, keep breastfeeding alongside family foods for as long as you and your baby want. WHO advises up to 2 years or beyond.'),
        p(vitaminD),
        p({
          uk: 'Breastfed babies should also have a daily vitamin D supplement of 8.5 to 10 micrograms from birth.',
          ng: 'Keep taking the supplements your clinic gives you, eat well and drink to thirst. Ask at your clinic whether your baby needs any vitamin drops.',
        }),
        p({
          uk: 'Any amount of breast milk helps your baby. If you use formula, or mix breast and formula, your midwife or health visitor can help you do it safely.',
          ng: 'Any amount of breast milk helps your baby. If you use formula, or mix breast and formula, the nurse, midwife or health worker at your postnatal clinic or primary health care centre can help you do it safely.',
        }),
      ],
    },
  ],
  newbornCare: [
    {
      id: 'safe-sleep',
      title: 'Safe sleep',
      icon: 'moon',
      meta: 'Lowering the risk of sudden infant death',
      defaultOpen: false,
      content: [
        list(
          'Always put your baby to sleep on their back.',
          'Use a clear, flat, firm sleep space, with no pillows, bumpers, toys or loose blankets.',
          'Keep your baby in a cot or Moses basket in your room for at least the first 6 months.',
          'Place your baby with their feet at the foot of the cot, and do not let them get too hot.',
          'Keep your baby away from smoke, before and after birth.',
          'Never sleep with your baby on a sofa or armchair.',
          'If you share a bed with your baby, keep pillows and covers away from them and make sure they cannot fall out or be trapped.',
          unsafeBedSharing,
          {
            uk: 'Room temperature of 16 to 20°C is comfortable for a sleeping baby.',
            ng: 'Use an insecticide-treated mosquito net over your baby’s cot or sleeping space every night.',
          },
        ),
      ],
    },
    {
      id: 'feeding-cues',
      title: 'Feeding cues',
      icon: 'baby',
      meta: 'How your baby shows hunger',
      defaultOpen: false,
      content: [
        p('Babies show they are hungry before they cry. Early signs include:'),
        list('stirring and waking', 'turning their head and opening their mouth', 'sucking on fists or fingers', 'making small sounds'),
        p('Crying is a late sign of hunger. A calm baby feeds more easily, so offer a feed when you see the early signs.'),
      ],
    },
    {
      id: 'hygiene-cord-care',
      title: 'Hygiene and cord care',
      icon: 'droplet',
      meta: 'Keeping your baby clean',
      defaultOpen: false,
      content: [
        p('Wash your hands before handling your baby, and after nappy changes. Clean the face, neck, hands and bottom with cotton wool and warm water. A bath 2 or 3 times a week is enough.'),
        p('Keep the cord stump clean and dry. Fold the nappy down below it. It usually falls off within 5 to 15 days.'),
        p({
          uk: 'Do not put creams, powders or oils on the cord.',
          ng: 'Your health worker may give you chlorhexidine gel for the cord; use it as shown. Do not put anything else on the cord, such as oil, ash, powder or herbs.',
        }),
        signs('cord-infection'),
      ],
    },
  ],
  whenToGetHelp: {
    signs: [
      'postnatal-heavy-bleeding',
      'chest-pain-or-breathlessness',
      'sepsis',
      'fit-or-collapse',
      'postpartum-psychosis',
      'self-harm-now',
      'baby-floppy-or-unresponsive',
      'baby-breathing',
      'baby-fit',
      'baby-colour',
      'postnatal-clots-or-smell',
      'postnatal-fever',
      'pre-eclampsia',
      'one-swollen-leg',
      'baby-jaundice-first-day',
      'self-harm-thoughts',
      'baby-fever-under-3-months',
      'baby-not-feeding',
    ],
  },
  references: [
    sources['nice-ng194'],
    sources['nice-cg192'],
    sources['nhs-postnatal-depression'],
    sources['uwakwe-2003'],
    sources['adewuya-2006'],
    { title: 'Reduce the risk of sudden infant death syndrome (SIDS)', publisher: 'NHS', url: 'https://www.nhs.uk/baby/caring-for-a-newborn/reduce-the-risk-of-sudden-infant-death-syndrome/' },
    { title: 'Breastfeeding challenges', publisher: 'NHS Start for Life', url: 'https://www.nhs.uk/start-for-life/baby/feeding-your-baby/breastfeeding/breastfeeding-challenges/' },
    { title: 'Your body after the birth', publisher: 'Tommy’s', url: 'https://www.tommys.org/pregnancy-information/after-birth/your-body-after-birth' },
    sources['lullaby-safer-sleep'],
    sources['who-postnatal-2022'],
    sources['who-anc-2016'],
    sources['who-infant-feeding'],
  ],
  recoveryPeriodLabels: { keyFocus: 'Key focus:', physicalChanges: 'Physical changes' },
  sections: [
    { id: 'recovery', title: 'Your recovery timeline', label: 'Recovery timeline' },
    { id: 'mental-health', title: 'Your mental health', label: 'Mental health after birth' },
    { id: 'breastfeeding', title: 'Breastfeeding' },
    { id: 'newborn-care', title: 'Caring for your newborn', label: 'Newborn care' },
  ],
  review: contentReview,
  hashtags: ['Postpartum', 'MaternalHealth'],
  disclaimer: medicalDisclaimer,
};
