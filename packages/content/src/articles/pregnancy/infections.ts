import { figureReferences, nigeriaFigures } from '../../figures';
import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** Infections that can pass to a baby: testing for HIV, hepatitis B and syphilis, protecting the baby, and group B strep. */
export const infections: Article = {
  title: 'Infections in pregnancy: HIV, hepatitis B, syphilis and group B strep',
  description:
    'Why you are tested for HIV, hepatitis B and syphilis in pregnancy, how treatment protects your baby, the hepatitis B birth dose, and group B strep.',
  summary:
    'Some infections can pass from a mother to her baby in pregnancy, at birth or through breastfeeding. Many cause no symptoms, so a blood test is the only way to know. With treatment, almost every baby can be protected. The tests are offered in every pregnancy.',
  sections: [
    {
      heading: 'Tests in every pregnancy',
      paragraphs: [
        {
          uk: 'In England you will be offered blood tests for HIV, hepatitis B and syphilis at your booking appointment, ideally by 10 weeks. They are advised in every pregnancy, even if you were tested before. If you say no, you will be offered them again at about 20 weeks.',
          ng: 'You should be offered tests for HIV, hepatitis B and syphilis at your first antenatal visit. HIV testing is free at many government clinics. If your HIV test is negative, you may be offered another test later in pregnancy or at the birth.',
        },
        'Your results are private. Your partner can be tested too. If you already know you have one of these infections, tell your midwife or doctor early, so they can plan your care.',
      ],
    },
    {
      heading: 'HIV',
      paragraphs: [
        {
          uk: 'HIV attacks the body’s defences against infection. It can pass to a baby in pregnancy, at birth or through breastfeeding. Without treatment, about 1 in 4 babies would get it. With treatment, fewer than 1 in 200 do.',
          ng: `HIV attacks the body’s defences against infection. It can pass to a baby in pregnancy, at birth or through breastfeeding. ${nigeriaFigures.hivToBaby.ng}.`,
        },
        'Treatment is a daily mix of medicines called antiretroviral therapy (ART). It is safe in pregnancy. It lowers the amount of virus in your blood, often until tests cannot find it. Take it every day, in pregnancy and afterwards.',
        'Your baby will be given HIV medicine for some weeks after the birth, and tested several times.',
        {
          uk: 'In the UK, formula milk is the safest way to feed your baby. If tests cannot find the virus in your blood, you may choose to breastfeed, with support from your HIV team.',
          ng: 'WHO advises mothers with HIV to give only breast milk for the first 6 months while taking their treatment, and to keep breastfeeding for at least 12 months. Talk to your clinic about the best choice for you.',
        },
        'If your partner has HIV and you do not, ask about medicine that protects you (PrEP). It is safe in pregnancy.',
      ],
    },
    {
      heading: 'Hepatitis B',
      paragraphs: [
        'Hepatitis B is a virus that affects the liver. Many people who have it feel well. It can pass to a baby at birth. Babies who catch it usually keep it for life, and it can damage the liver years later.',
        'If you have hepatitis B, you will be seen by a specialist. If there is a lot of virus in your blood, you may be offered a medicine called tenofovir from about 28 weeks. It lowers the chance of passing the virus on. You can breastfeed.',
        {
          uk: 'If you have hepatitis B, your baby will have the vaccine soon after birth, and again at 4 weeks. Your baby then has it with the routine vaccines at 8, 12 and 16 weeks, and a last dose and a blood test at 1 year. Some babies also need an injection of antibodies at birth.',
          ng: 'Every baby in Nigeria should get a hepatitis B vaccine at birth, ideally within 24 hours. It is free, as part of the routine vaccines. More doses follow at 6, 10 and 14 weeks. If you have hepatitis B, make sure your baby has the birth dose before you leave.',
        },
        'With the full course of vaccines, most babies are protected. If your partner has hepatitis B and you do not, ask about the vaccine for yourself.',
      ],
    },
    {
      heading: 'Syphilis',
      paragraphs: [
        'Syphilis is an infection passed on through sex. It often causes no symptoms, or a painless sore that goes away. Without treatment, it can cause miscarriage, stillbirth or serious illness in the baby.',
        'It is cured with penicillin injections. The earlier it is treated, the better for your baby. Your partner needs testing and treatment too, so that you are not infected again.',
      ],
    },
    {
      heading: 'Group B strep',
      paragraphs: [
        'Group B strep (GBS) is a common germ that lives in the gut and vagina of 2 to 4 in 10 women. It is usually harmless. Rarely, it passes to a baby around the birth and causes a serious infection, such as sepsis or meningitis.',
        {
          uk: 'Pregnant women are not routinely tested for GBS in the UK. It may be found in a urine test or swab done for another reason. A test at 35 to 37 weeks is available privately.',
          ng: 'Pregnant women are not usually tested for GBS in Nigeria. It may be found in a urine test or swab done for another reason.',
        },
        'If you carry GBS, or you had a baby with a GBS infection before, you will be offered antibiotics through a drip once labour starts. They are also offered if your labour starts before 37 weeks, or you have a fever in labour.',
        'Babies with a GBS infection usually become ill in the first few days, but it can happen up to 3 months of age. Know the signs below.',
      ],
      signs: ['group-b-strep-labour', 'baby-breathing', 'baby-floppy-or-unresponsive', 'baby-fever-under-3-months', 'baby-not-feeding'],
    },
    {
      heading: 'Other infections',
      paragraphs: [
        'Wash your hands well after changing nappies, handling raw meat or gardening. Tell your midwife or doctor if you get a rash, or if you have been near someone with chickenpox, measles or a rash.',
        'Sores on the genitals can be genital herpes, which can pass to a baby at birth. Treatment near the end of pregnancy helps protect your baby.',
      ],
      signs: ['genital-sores'],
    },
  ],
  whenToGetHelp: {
    intro: 'Most infections in pregnancy can be treated. Get help early if you notice any of these signs.',
    signs: [
      'sepsis',
      'baby-breathing',
      'baby-floppy-or-unresponsive',
      'pregnancy-temperature',
      'waters-break',
      'group-b-strep-labour',
      'hiv-exposure',
      'genital-sores',
      'baby-fever-under-3-months',
      'baby-not-feeding',
    ],
  },
  references: [
    {
      title: 'Screening tests for you and your baby: infectious diseases',
      publisher: 'NHS Infectious Diseases in Pregnancy Screening Programme (GOV.UK)',
      url: 'https://www.gov.uk/government/publications/screening-tests-for-you-and-your-baby/infectious-diseases',
    },
    {
      title: 'Hepatitis B: the green book, chapter 18',
      publisher: 'UK Health Security Agency (GOV.UK)',
      url: 'https://www.gov.uk/government/publications/hepatitis-b-the-green-book-chapter-18',
    },
    sources['nhs-group-b-strep'],
    sources['rcog-group-b-strep'],
    ...figureReferences(nigeriaFigures.hivToBaby),
    {
      title: 'Hepatitis B: fact sheet',
      publisher: 'World Health Organization',
      url: 'https://www.who.int/news-room/fact-sheets/detail/hepatitis-b',
    },
    sources['nphcda'],
  ],
  review: contentReview,
};
