/**
 * The /faq page: four questions each for pregnancy, fertility and postpartum,
 * four myth-versus-truth cards and the medical disclaimer. An answer that
 * touches a warning sign shows it from the registry (`signs`) instead of
 * saying in its own words how urgent it is.
 */

import { higherDoseFolicAcid } from './advice';
import { contentReview, medicalDisclaimer } from './site';
import { sources } from './sources';
import type { FaqGroup, Localized, Myth, NonEmpty, PageMeta, Reference, Review, Tuple } from './types';
import { routeMeta } from './pages';

export const faqPage: PageMeta & { readonly review: Review; readonly references: NonEmpty<Reference> } = {
  path: '/faq',
  ...routeMeta['/faq'],
  review: contentReview,
  references: [
    sources['nhs-vitamins-pregnancy'],
    sources['nice-ng247'],
    sources['who-iron-folic-acid'],
    sources['nhs-foods-to-avoid'],
    { title: 'Physical activity guidelines: pregnancy and after childbirth', publisher: 'GOV.UK (Department of Health and Social Care)', url: 'https://www.gov.uk/government/publications/physical-activity-guidelines-pregnancy-and-after-childbirth' },
    { title: 'Fertility problems: assessment and treatment (CG156)', publisher: 'NICE', url: 'https://www.nice.org.uk/guidance/cg156' },
    sources['nhs-postnatal-depression'],
    sources['nhs-post-pregnancy-body'],
    sources['nhs-contraception'],
  ],
};

export const faqGroups: Tuple<FaqGroup, 3> = [
  {
    category: 'Pregnancy',
    questions: [
      {
        question: 'When should I start taking folic acid?',
        answer: {
          uk: `Take 400 micrograms of folic acid every day while you are trying to get pregnant and until you are 12 weeks pregnant. If you did not take it before, start as soon as you find out. ${higherDoseFolicAcid.uk}`,
          ng: `Take 400 micrograms of folic acid every day while you are trying to get pregnant. WHO advises taking it with 30 to 60 mg of iron every day throughout pregnancy, and antenatal clinics in Nigeria usually give both. ${higherDoseFolicAcid.ng}`,
        },
      },
      {
        question: 'How much caffeine is safe in pregnancy?',
        answer: 'Keep to 200 mg of caffeine a day or less. That is about 2 mugs of instant coffee, or 2 mugs of tea and a can of cola. Chocolate, energy drinks and some cold remedies also contain caffeine.',
      },
      {
        question: 'Is it safe to exercise while pregnant?',
        answer: 'Yes, for most women. Aim for at least 150 minutes of moderate activity a week, plus muscle strengthening twice a week. Walking, swimming and pregnancy yoga are good choices. Avoid contact sports, activities where you might fall, scuba diving and lying flat on your back for long after 16 weeks.',
      },
      {
        question: 'How often should my baby move?',
        answer: 'There is no set number of movements that is normal. Get to know your own baby’s pattern, from when you first feel movements (usually between 16 and 24 weeks) until the birth. Babies do not move less near the end of pregnancy.',
        signs: ['reduced-movements', 'later-pregnancy-tummy-pain', 'no-movements-by-24-weeks'],
      },
    ],
  },
  {
    category: 'Fertility',
    questions: [
      {
        question: 'How long does it usually take to get pregnant?',
        answer: 'Over 80% of couples conceive within a year of regular sex without contraception, if the woman is under 40. About half of the couples who have not conceived by then do so in the second year.',
      },
      {
        question: 'When am I most fertile?',
        answer: 'You can get pregnant on about 6 days each cycle: the 5 days before ovulation and the day you ovulate. Ovulation is usually 10 to 16 days before your next period. Having sex every 2 to 3 days through your cycle means you do not need to time it exactly.',
      },
      {
        question: 'Can stress stop me getting pregnant?',
        answer: 'Stress can lower your sex drive and mean you have sex less often, which lowers your chances. Everyday stress on its own is not a common cause of infertility. Looking after your wellbeing helps, and support from a counsellor can help if trying for a baby is causing strain.',
      },
      {
        question: 'When should we see a doctor?',
        answer: {
          uk: 'See your GP after 1 year of trying. Go sooner if you are 36 or over, your periods are very irregular, or either of you has a known problem, such as past pelvic infection, endometriosis or cancer treatment.',
          ng: 'See a doctor at a hospital or fertility clinic after 1 year of trying. Go sooner if you are 36 or over, your periods are very irregular, or either of you has a known problem, such as past pelvic infection, endometriosis or cancer treatment.',
        },
        signs: ['severe-pain-or-collapse', 'possible-ectopic'],
      },
    ],
  },
  {
    category: 'Postpartum',
    questions: [
      {
        question: 'How long does bleeding last after birth?',
        answer: 'Bleeding (called lochia) is heavy at first and usually stops by about 6 weeks. It gets lighter and turns pink, then brown. Use pads, not tampons, until your postnatal check.',
        signs: ['postnatal-heavy-bleeding', 'postnatal-clots-or-smell'],
      },
      {
        question: 'Is it normal to feel low after having a baby?',
        answer: 'Feeling weepy or anxious in the first days (the baby blues) is common and passes within 2 weeks. If low mood lasts longer, or you lose interest in things, it may be postnatal depression. It is common and treatable.',
        signs: ['self-harm-thoughts', 'low-mood'],
      },
      {
        question: 'When can I start exercising again?',
        answer: 'Gentle walks and pelvic floor exercises can start as soon as you feel able. Build up slowly after your 6-week check. Many women wait until at least 12 weeks before running or jumping, and only if they have no leaking or feeling of heaviness. After a caesarean, allow longer.',
      },
      {
        question: 'Can I get pregnant while breastfeeding?',
        answer: 'Yes. You can get pregnant from 3 weeks after birth, even before your periods return. Breastfeeding only prevents pregnancy reliably if your baby is under 6 months, you give only breast milk day and night, and your periods have not returned. Most types of contraception are safe while breastfeeding.',
      },
    ],
  },
];

export const myths: Tuple<Myth, 4> = [
  {
    myth: 'You need to eat for two when you are pregnant.',
    truth: 'You need no extra calories for the first 6 months. In the last 3 months you need only about 200 extra calories a day, about 2 slices of wholemeal toast.',
  },
  {
    myth: 'Babies move less towards the end of pregnancy.',
    // What to do is in the answer to "How often should my baby move?", whose signs show once on the page.
    truth: 'Babies keep moving right up to and during labour. A change or slowing in movements can be a sign that the baby is unwell: see “How often should my baby move?” above for what to do.',
  },
  {
    myth: 'Taking the pill for years harms your fertility.',
    truth: 'Fertility returns quickly after you stop the pill. Age affects fertility far more. Only the contraceptive injection can delay a return to fertility, by up to a year.',
  },
  {
    myth: 'Postnatal depression only starts in the first few weeks.',
    truth: 'It can start at any time in the first year after birth, and it can affect partners too. It is treatable, so ask for help whenever it starts.',
  },
];

/** The disclaimer shown at the foot of the FAQ, with the id `anchors.medicalDisclaimer`. */
export const faqDisclaimer: Localized<string> = medicalDisclaimer;
