/**
 * The /gynaecology topic page. Screening intervals follow docs/clinical-sources.md,
 * which corrects the product brief: since 1 July 2025 England invites people aged 25 to
 * 49 with an HPV-negative result every 5 years (not 3), and breast screening
 * runs up to the 71st birthday. Nigeria has no national call-and-recall
 * programme, so the Nigeria text gives WHO's 2021 screening advice instead.
 */

import { contraceptionFigures } from '../advice';
import { list, p, signs } from '../blocks';
import { images } from '../images';
import { contentReview, medicalDisclaimer } from '../site';
import { sources } from '../sources';
import type { GynaecologyPage } from '../types';
import { routeMeta } from '../pages';

export const gynaecology: GynaecologyPage = {
  id: 'gynaecology',
  path: '/gynaecology',
  ...routeMeta['/gynaecology'],
  hero: {
    title: 'Gynaecological health',
    text: 'Understand common conditions, screening and your choices at every age.',
    image: images.gynaecology,
  },
  summary: {
    heading: 'Gynaecological health in brief',
    text: 'Periods, hormones and the reproductive organs affect women’s health at every age. Many common problems, such as heavy or painful periods, can be treated. Screening finds some cancers early, when treatment works best. Know what is normal for you, and see a doctor about changes.',
    points: [
      'Periods that stop you doing everyday things are not something you have to put up with.',
      {
        uk: 'Go to cervical screening when invited: every 5 years from age 25 to 64 in England.',
        ng: 'Ask about cervical screening: WHO advises an HPV test from age 30, every 5 to 10 years.',
      },
      'Any bleeding after the menopause needs to be checked by a doctor.',
      'There are many types of contraception. A doctor or nurse can help you find one that suits you.',
    ],
  },
  conditions: [
    {
      id: 'pcos',
      title: 'Polycystic Ovary Syndrome (PCOS)',
      icon: 'flower',
      meta: 'About 1 in 10 women',
      defaultOpen: false,
      content: [
        p('PCOS affects how the ovaries work. Signs include irregular periods, extra hair on the face or body, spots, thinning hair on the head and weight gain.'),
        p('It can make it harder to get pregnant, and raises the long-term risk of type 2 diabetes and high cholesterol. A healthy weight and regular activity help. Medicines can treat symptoms and help with fertility.'),
        signs('possible-pcos'),
      ],
    },
    {
      id: 'endometriosis',
      title: 'Endometriosis',
      icon: 'alert-triangle',
      meta: 'About 1 in 10 women of reproductive age',
      defaultOpen: false,
      content: [
        p('Tissue like the womb lining grows outside the womb. It can cause severe period pain, pain during or after sex, pain when peeing or pooing during a period, and trouble getting pregnant.'),
        p('Period pain that stops you going to work or school is not normal. Keep a symptom diary and ask for a referral if treatment does not help.'),
      ],
    },
    {
      id: 'menstrual-disorders',
      title: 'Menstrual Disorders',
      icon: 'droplet',
      meta: 'Heavy, painful, irregular or missed periods',
      defaultOpen: false,
      content: [
        p('See a doctor if:'),
        list(
          'your periods are so heavy that you change pads or tampons every 1 to 2 hours, or pass large clots',
          'period pain does not ease with pain relief such as ibuprofen',
          'your periods are very irregular, or have stopped and you are not pregnant',
          'you bleed between periods or after sex',
        ),
        p('Heavy periods can cause anaemia, which makes you tired and short of breath. Treatments include the hormonal coil, tablets that reduce bleeding, and iron if you need it.'),
        signs('heavy-bleeding-faint', 'heavy-periods-tiredness', 'heavy-or-painful-periods', 'bleeding-between-periods', 'missed-periods'),
      ],
    },
  ],
  screening: [
    {
      id: 'cervical-screening',
      title: 'Cervical Screening',
      icon: 'microscope',
      meta: { uk: 'Ages 25-64 in England', ng: 'From age 30 (WHO)' },
      defaultOpen: false,
      content: [
        p('Cervical screening checks for high-risk types of HPV, a common virus that can cause changes in the cervix. Finding and treating changes early prevents most cervical cancers.'),
        p({
          uk: 'In England, you are invited from about 24 and a half. Since 1 July 2025, people aged 25 to 64 whose HPV test is negative are invited every 5 years. If HPV is found, you may be asked back sooner or for more tests. Wales and Scotland also screen every 5 years.',
          ng: 'Nigeria does not yet have a national programme that invites every woman. WHO advises an HPV test from age 30, repeated every 5 to 10 years. Women living with HIV should start at 25 and repeat every 3 to 5 years. Ask at a hospital or your primary health care centre. Some centres offer a visual check of the cervix instead.',
        }),
        p({
          uk: 'The HPV vaccine is offered to children aged 12 to 13. It protects against most cervical cancers, but you still need screening.',
          ng: 'Nigeria began offering the HPV vaccine to girls aged 9 to 14 in 2023. It protects against most cervical cancers, but screening is still needed.',
        }),
      ],
    },
    {
      id: 'breast-screening',
      title: 'Breast Screening',
      icon: 'shield-check',
      meta: { uk: 'Every 3 years from age 50', ng: 'Be breast aware' },
      defaultOpen: false,
      content: [
        p({
          uk: 'NHS breast screening uses an X-ray called a mammogram. In England you are invited every 3 years from age 50 up to your 71st birthday. From 71 you can ask for screening yourself.',
          ng: 'Nigeria has no national breast screening programme. Ask a doctor whether a breast examination or a mammogram is right for you, especially if breast cancer runs in your family.',
        }),
        p('At any age, get to know how your breasts normally look and feel.'),
        signs('breast-change'),
      ],
    },
    {
      id: 'bone-density',
      title: 'Bone Density',
      icon: 'activity',
      meta: 'For women at higher risk',
      defaultOpen: false,
      content: [
        p('Bones thin faster after the menopause, which can lead to osteoporosis and fractures. There is no routine screening for everyone. A bone density (DEXA) scan is offered to women at higher risk.'),
        p('Risk is higher if you had an early menopause, take steroid tablets long term, are underweight, smoke, or broke a bone in a minor fall.'),
        p({
          uk: 'Your GP can work out your risk with a short online tool and refer you for a scan if needed.',
          ng: 'Ask a doctor about your risk. DEXA scans may only be available at larger hospitals.',
        }),
      ],
    },
  ],
  contraception: [
    {
      id: 'long-acting',
      title: 'Long-acting methods',
      icon: 'shield',
      meta: 'More than 99% effective',
      defaultOpen: false,
      content: [
        p('These work for years once fitted, so there is nothing to remember each day:'),
        list(
          { uk: `the implant in the upper arm: ${contraceptionFigures.implant.uk}`, ng: `the implant in the upper arm: ${contraceptionFigures.implant.ng}` },
          `the copper coil (IUD), which has no hormones, and the hormonal coil (IUS): ${contraceptionFigures.coils}`,
        ),
        p('The injection lasts 8 to 13 weeks, depending on the type. Fertility can take up to a year to return after stopping it.'),
      ],
    },
    {
      id: 'pills-and-condoms',
      title: 'Pills and condoms',
      icon: 'pill',
      meta: 'Methods you use each day or each time',
      defaultOpen: false,
      content: [
        p('The combined pill and the progestogen-only pill are over 99% effective if taken perfectly. With typical use, missing pills sometimes, they are about 91% effective. (Progestogen is a man-made form of the hormone progesterone.)'),
        p('Condoms are 98% effective when used correctly every time. They are the only method that also protects against sexually transmitted infections.'),
      ],
    },
    {
      id: 'emergency-contraception',
      title: 'Emergency contraception',
      icon: 'clock',
      meta: 'Act as soon as you can',
      defaultOpen: false,
      content: [
        p('If you had sex without contraception, or your method failed, you can still prevent pregnancy:'),
        list(
          'a copper coil fitted within 5 days is the most effective option',
          'the levonorgestrel pill works up to 3 days (72 hours) after sex',
          'the ulipristal pill works up to 5 days (120 hours) after sex',
        ),
        p('The levonorgestrel pill works less well if your BMI is over 26 or you weigh more than 70 kg. Then the ulipristal pill, a double dose of levonorgestrel, or the copper coil (the most effective) are better choices. A pharmacist or nurse can help you choose.'),
        p({
          uk: 'You can get it from pharmacies, sexual health clinics and GP surgeries.',
          ng: 'You can get it from pharmacies, family planning clinics and primary health care centres.',
        }),
      ],
    },
    {
      id: 'after-birth',
      title: 'Contraception after birth',
      icon: 'baby',
      meta: 'From 3 weeks after birth',
      defaultOpen: false,
      content: [
        p('You can get pregnant from 3 weeks after giving birth, even before your periods return. Breastfeeding alone only prevents pregnancy if your baby is under 6 months, you feed only breast milk day and night, and your periods have not returned.'),
        signs('emergency-contraception'),
      ],
    },
  ],
  menopause: [
    {
      id: 'what-is-menopause',
      title: 'What the menopause is',
      icon: 'calendar',
      meta: 'Usually between 45 and 55',
      defaultOpen: false,
      content: [
        p({
          uk: 'The menopause is when periods stop because the ovaries make less oestrogen. It is confirmed when you have had no period for 12 months. In the UK the average age is 51.',
          ng: 'The menopause is when periods stop because the ovaries make less oestrogen. It is confirmed when you have had no period for 12 months. Most women reach it between the ages of 45 and 55.',
        }),
        p('The years before, when hormones change and periods become irregular, are called the perimenopause. Symptoms often start then.'),
        p('If your periods stop before age 40, see a doctor. This is called premature ovarian insufficiency and needs treatment.'),
      ],
    },
    {
      id: 'menopause-symptoms',
      title: 'Common symptoms',
      icon: 'thermometer',
      meta: 'Different for everyone',
      defaultOpen: false,
      content: [
        list(
          'hot flushes and night sweats',
          'poor sleep',
          'low mood, anxiety or feeling irritable',
          'problems with memory and focus',
          'joint aches',
          'vaginal dryness and pain during sex',
          'needing to pee more often, or repeated urine infections',
        ),
      ],
    },
    {
      id: 'menopause-treatment',
      title: 'Treatment and support',
      icon: 'heart-handshake',
      meta: 'You do not have to struggle',
      defaultOpen: false,
      content: [
        p('Hormone replacement therapy (HRT) is the most effective treatment for hot flushes and night sweats. For most women under 60, the benefits are greater than the risks. A doctor can talk through your own risks.'),
        p('Low-dose vaginal oestrogen helps dryness and urinary symptoms and is safe for most women. Talking therapy (CBT) can help with hot flushes, sleep and mood.'),
        p('Keep bones and heart healthy: stay active with weight-bearing exercise, eat foods with calcium, do not smoke and keep alcohol low.'),
      ],
    },
  ],
  whenToGetHelp: {
    signs: [
      'severe-pain-or-collapse',
      'heavy-bleeding-faint',
      'sepsis',
      'toxic-shock-severe',
      'possible-ectopic',
      'pregnancy-bleeding',
      'pelvic-infection',
      'kidney-infection',
      'heavy-periods-tiredness',
      'genital-sores',
      'postmenopausal-bleeding',
      'bleeding-between-periods',
      'breast-change',
    ],
  },
  references: [
    sources['nhs-pcos'],
    { title: 'Endometriosis', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/endometriosis/' },
    sources['nhs-heavy-periods'],
    sources['nice-ng88'],
    { title: 'Cervical screening', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/cervical-screening/' },
    { title: 'Breast screening (mammogram)', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/breast-screening-mammogram/' },
    { title: 'Osteoporosis', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/osteoporosis/' },
    sources['nhs-contraception'],
    sources['nhs-emergency-contraception'],
    sources['fsrh-emergency-contraception'],
    sources['nhs-menopause'],
    sources['nice-ng23'],
    { title: 'Heavy menstrual bleeding', publisher: 'RCOG', url: 'https://www.rcog.org.uk/for-the-public/browse-our-patient-information/heavy-menstrual-bleeding/' },
    sources['who-cervical-precancer'],
    sources['who-cervical-cancer'],
    sources['who-family-planning'],
    sources['who-family-planning-handbook'],
    sources['nphcda'],
  ],
  sections: [
    { id: 'conditions', title: 'Common conditions' },
    { id: 'screening', title: 'Screening tests' },
    { id: 'contraception', title: 'Contraception', label: 'Contraceptive options' },
    { id: 'menopause', title: 'Menopause' },
  ],
  review: contentReview,
  hashtags: ['GynaecologicalHealth', 'WomensHealth'],
  disclaimer: medicalDisclaimer,
};
