import { sources } from '../../sources';
import { contentReview } from '../../site';
import type { Article } from '../article';

/** Screening tests for women: cervical, breast, bowel and bone health, in the UK and Nigeria. */
export const screenings: Article = {
  title: 'Screening tests for women',
  description:
    'Who is offered cervical, breast and bowel screening and how often, what happens at each test, and what to do if you have symptoms.',
  summary:
    'Screening tests look for early signs of disease in people who feel well. They find problems early, when treatment works best, and cervical screening can stop cancer developing at all. Screening is your choice. It is not a test for symptoms: if you notice a change, see a doctor without waiting for your next screening.',
  sections: [
    {
      heading: 'What screening can and cannot do',
      paragraphs: [
        'Screening finds people at higher risk, who then have further tests. It saves lives, but no test is perfect. Sometimes it misses a problem, and sometimes it finds changes that would never have caused harm.',
        'That is why symptoms matter more than your last result. A clear screening result does not rule out a problem that starts later.',
      ],
    },
    {
      heading: 'Cervical screening: how it works',
      paragraphs: [
        'Cervical screening checks for human papillomavirus (HPV). Certain types of this common virus cause almost all cervical cancers. If HPV is found, the same sample is checked for changes in the cells of the cervix. Changes can be treated before they ever turn into cancer.',
        'The test takes a few minutes. A nurse or doctor gently opens the vagina with a smooth tool called a speculum and uses a soft brush to take cells from the cervix. It may be uncomfortable, but should not hurt. You can ask for a smaller speculum, a female nurse, or to stop at any time.',
        'Anyone with a cervix in the eligible age group should go, including trans men and non-binary people with a cervix. Having had the HPV vaccine does not replace screening.',
      ],
    },
    {
      heading: 'Cervical screening: who and how often',
      paragraphs: [
        {
          uk: 'In England, you are first invited at about 24 and a half. From 1 July 2025, if you are aged 25 to 49 and your test finds no HPV, you are invited again in 5 years. From 50 to 64, you are invited every 5 years. In Wales, screening for ages 25 to 49 has been every 5 years since 2022. In Scotland, it has been every 5 years for ages 25 to 64 since 2020.',
          ng: 'Nigeria does not yet have a national screening programme that sends invitations. Ask for cervical screening at a hospital, family planning clinic or primary health care centre. The World Health Organization (WHO) advises an HPV test from age 30, repeated every 5 to 10 years. Women living with HIV should start at 25 and be tested every 3 to 5 years.',
        },
        {
          uk: 'If HPV is found but your cells are normal, you will be asked back in 1 year to check that the virus has cleared. If cell changes are found, you will be invited for a closer look at the cervix, called a colposcopy.',
          ng: 'Where HPV tests are not available, a health worker may look at the cervix after applying a vinegar solution (VIA). If changes are found, they can often be treated at the same visit or soon after.',
        },
      ],
    },
    {
      heading: 'The HPV vaccine',
      paragraphs: [
        {
          uk: 'In the UK, the HPV vaccine is offered to all children at 12 to 13 years old, in school. If you were eligible but missed it, you can usually still have it free up to your 25th birthday.',
          ng: 'In Nigeria, the HPV vaccine has been offered free to girls aged 9 to 14 since 2023, through schools and health centres. Ask your primary health care centre.',
        },
        'The vaccine works best before someone becomes sexually active, but still gives protection later.',
      ],
    },
    {
      heading: 'Breast screening',
      paragraphs: [
        'Breast screening uses a mammogram, an X-ray of the breasts, to find cancers that are too small to see or feel. Each breast is pressed between two plates for a few seconds. It can be uncomfortable, but it is quick.',
        {
          uk: 'In England, you are invited every 3 years from the age of 50 up to your 71st birthday. Your first invitation comes between 50 and 53. If you are 71 or over, you can still ask for screening every 3 years by contacting your local breast screening service. Some women with a strong family history are offered screening earlier.',
          ng: 'Nigeria does not have a national mammogram screening programme. Some hospitals offer mammograms, and health workers can examine your breasts during a clinic visit. Because many breast cancers in Nigeria are found late, getting any change checked early matters even more.',
        },
      ],
    },
    {
      heading: 'Know your breasts',
      paragraphs: [
        'Whatever your age, get to know how your breasts usually look and feel. Check now and then, including up to your armpits. Changes to look out for include:',
      ],
      list: [
        'a lump or thickening in the breast or armpit',
        'a change in size or shape',
        'dimpling or puckering of the skin, or redness',
        'a nipple that turns inwards, changes shape, or has a rash or crusting',
        'any leaking from a nipple when you are not breastfeeding, especially blood',
        'pain in one breast or armpit that does not go away',
      ],
      signs: ['breast-change'],
    },
    {
      heading: 'Bowel screening',
      paragraphs: [
        {
          uk: 'In England, a home test kit is posted to everyone aged 50 to 74 every 2 years. You collect a small sample of poo and post it back. The test looks for tiny amounts of blood.',
          ng: 'There is no national bowel screening programme in Nigeria. If you have blood in your poo, a change in your bowel habits lasting 3 weeks or more, or unexplained weight loss, see a doctor.',
        },
      ],
    },
    {
      heading: 'Bone health and other checks',
      paragraphs: [
        'There is no routine bone density screening for all women. A bone scan (DEXA) may be offered if you are at higher risk of weak bones. Risks include an early menopause, a previous broken bone from a minor fall, long-term steroid use or a very low body weight.',
        {
          uk: 'In England, adults aged 40 to 74 are offered a free NHS Health Check every 5 years. It checks your blood pressure, cholesterol and risk of diabetes.',
          ng: 'Ask your clinic to check your blood pressure and blood sugar regularly, especially after 40 or if you had high blood pressure or diabetes in pregnancy.',
        },
      ],
    },
  ],
  whenToGetHelp: {
    intro: {
      uk: 'If you have symptoms, see your GP rather than waiting for a screening invitation. They can refer you for tests quickly.',
      ng: 'If you have symptoms, see a doctor rather than waiting for screening. They can arrange tests.',
    },
    signs: [
      'heavy-bleeding-faint',
      'severe-pain-or-collapse',
      'vomiting-blood',
      'mastitis',
      'cervix-treatment-problems',
      'breast-change',
      'postmenopausal-bleeding',
    ],
  },
  references: [
    {
      title: 'Cervical screening',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/conditions/cervical-screening/',
    },
    {
      title: 'Breast screening (mammogram)',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/conditions/breast-screening-mammogram/',
    },
    {
      title: 'Bowel cancer screening',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/conditions/bowel-cancer-screening/',
    },
    {
      title: 'Cervical screening: programme overview',
      publisher: 'GOV.UK',
      url: 'https://www.gov.uk/guidance/cervical-screening-programme-overview',
    },
    sources['who-cervical-cancer'],
    sources['who-breast-cancer'],
  ],
  review: contentReview,
};
