/**
 * The /fertility topic page: the brief's ten timeline items (docs/spec.md).
 * docs/clinical-sources.md corrects the spec's "6 months if 35 or over" (a US rule): in the UK, NICE
 * CG156 says see a GP after 1 year of trying, sooner if the woman is 36 or over
 * or a problem is known.
 */

import { alcoholWhileTrying, higherDoseFolicAcid } from '../advice';
import { list, p, signs } from '../blocks';
import { images } from '../images';
import { contentReview, medicalDisclaimer } from '../site';
import { sources } from '../sources';
import type { FertilityPage } from '../types';
import { routeMeta } from '../pages';

export const fertility: FertilityPage = {
  id: 'fertility',
  path: '/fertility',
  ...routeMeta['/fertility'],
  hero: {
    title: 'Fertility and conception',
    text: 'Understand your cycle, give yourself the best chance and know when to get support.',
    image: images.fertility,
  },
  summary: {
    heading: 'Fertility in brief',
    text: 'Most couples get pregnant within a year of trying. Having sex every 2 to 3 days gives you the best chance, without needing to time it exactly. Both partners’ health matters. If it has not happened after a year, or sooner for some, a doctor can help.',
    points: [
      'Over 80% of couples conceive within a year, if the woman is under 40.',
      'Sex every 2 to 3 days through the cycle gives the best chance.',
      'Start 400 micrograms of folic acid a day while you are trying.',
      {
        uk: 'See your GP after 1 year of trying, or sooner if you are 36 or over or know of a problem.',
        ng: 'See a doctor after 1 year of trying, or sooner if you are 36 or over or know of a problem.',
      },
    ],
  },
  timeline: [
    {
      id: 'track-your-cycle',
      title: 'Track Your Cycle',
      icon: 'calendar',
      meta: 'Getting to know your body',
      defaultOpen: false,
      content: [
        p('Day 1 of your cycle is the first day of your period. A cycle lasts until the day before your next period. Cycles of 21 to 35 days are normal. The average is 28 days.'),
        p('You release an egg (ovulate) once a cycle. This usually happens 10 to 16 days before your next period, not always on day 14.'),
        p('Signs that you are near ovulation include:'),
        list(
          'vaginal discharge that becomes clear, wet, slippery and stretchy, like raw egg white',
          'a positive result on an ovulation test kit, which checks your urine for a hormone surge',
          'a slight rise in body temperature after ovulation (this only shows it has already happened)',
        ),
        p('Apps and calculators give an estimate. They cannot confirm ovulation, and they are not a form of contraception.'),
      ],
    },
    {
      id: 'preconception-health',
      title: 'Preconception Health',
      icon: 'heart',
      meta: 'Before you start trying',
      defaultOpen: false,
      content: [
        p('Small changes before pregnancy help both you and a future baby.'),
        list(
          {
            uk: 'Take 400 micrograms of folic acid a day while trying and until 12 weeks of pregnancy.',
            ng: 'Take 400 micrograms of folic acid a day while trying. Once pregnant, WHO advises folic acid with iron every day, all through pregnancy.',
          },
          'Aim for a healthy weight. Being very overweight or underweight can affect ovulation.',
          'Stop smoking.',
          alcoholWhileTrying,
          'Ask a doctor or pharmacist to check any medicines you take.',
          'Make sure long-term conditions such as diabetes, epilepsy or high blood pressure are well controlled.',
          {
            uk: 'Check you have had 2 doses of the MMR vaccine, which protects against rubella.',
            ng: 'Know your and your partner’s genotype (sickle cell status), and get tested for HIV and hepatitis B.',
          },
        ),
        p(higherDoseFolicAcid),
      ],
    },
    {
      id: 'conception-timing',
      title: 'Conception Timing',
      icon: 'clock',
      meta: 'Your fertile window',
      defaultOpen: false,
      content: [
        p('You can get pregnant on about 6 days each cycle: the 5 days before ovulation and the day of ovulation. Sperm can live for up to 5 days inside the body. An egg lives for only 12 to 24 hours after it is released.'),
        p('The simplest advice is to have sex every 2 to 3 days throughout your cycle. This means there are always sperm waiting when you ovulate, and it takes the pressure off timing.'),
        p('Over 80% of couples conceive within 1 year if the woman is under 40. About half of the rest conceive in the second year.'),
      ],
    },
    {
      id: 'pcos',
      title: 'Polycystic Ovary Syndrome (PCOS)',
      icon: 'flower',
      meta: 'A common cause of irregular ovulation',
      defaultOpen: false,
      content: [
        p('PCOS is a common condition that affects how the ovaries work. It is thought to affect about 1 in 10 women.'),
        p('Signs include irregular or missed periods, extra hair on the face or body, oily skin or spots, thinning hair on the head and weight gain. Not everyone has all of these.'),
        p('Because ovulation may not happen every month, PCOS can make it harder to get pregnant. But many women with PCOS do get pregnant, some with help from treatment that makes the ovaries release an egg.'),
        signs('possible-pcos'),
      ],
    },
    {
      id: 'endometriosis',
      title: 'Endometriosis',
      icon: 'alert-triangle',
      meta: 'Painful periods are not always normal',
      defaultOpen: false,
      content: [
        p('Endometriosis is when tissue like the lining of the womb grows in other places, such as the ovaries and fallopian tubes. About 1 in 10 women of reproductive age have it.'),
        p('It can cause very painful periods, pain during or after sex, pain in the lower tummy or back, and difficulty getting pregnant. It often takes years to diagnose, so keep a diary of your symptoms.'),
        p('Treatment includes pain relief, hormone medicines and surgery. Surgery to remove patches of endometriosis can improve the chance of pregnancy for some women.'),
      ],
    },
    {
      id: 'age-and-fertility',
      title: 'Age-Related Fertility Decline',
      icon: 'scale',
      meta: 'How age affects the chance of pregnancy',
      defaultOpen: false,
      content: [
        p('A woman is born with all the eggs she will ever have. Both the number and quality of eggs fall with age. Fertility falls slowly from the early 30s, and faster after about 35.'),
        p('This is why women aged 36 or over are advised to see a doctor sooner, without waiting a full year.'),
        p('Men’s fertility also falls with age, but more slowly.'),
      ],
    },
    {
      id: 'sperm-health',
      title: 'Male Fertility: Sperm Health',
      icon: 'microscope',
      meta: 'What a semen test measures',
      defaultOpen: false,
      content: [
        p('Problems with sperm play a part in many couples who have trouble conceiving. A semen analysis checks the number of sperm, how well they swim and their shape.'),
        p('The World Health Organization gives lower reference limits for a healthy sample. These include:'),
        list(
          'a volume of at least 1.4 millilitres',
          'at least 16 million sperm in each millilitre',
          'at least 42% of sperm moving',
          'at least 4% of sperm with a normal shape',
        ),
        p('A result below these limits does not mean a man cannot father a child. Sperm take about 3 months to develop, so an unusual result is usually checked again.'),
      ],
    },
    {
      id: 'male-lifestyle',
      title: 'Male Fertility: Lifestyle',
      icon: 'activity',
      meta: 'Changes that help sperm',
      defaultOpen: false,
      content: [
        p('Healthy habits can improve sperm quality. Changes take about 3 months to show, because that is how long sperm take to develop.'),
        list(
          'Stop smoking.',
          'Keep alcohol within 14 units a week, spread over 3 or more days.',
          'Aim for a healthy weight and stay active.',
          'Keep the testicles cool: avoid long hot baths, and do not rest a laptop on your lap for long periods.',
          'Do not use anabolic steroids or recreational drugs, which can stop sperm being made.',
          'Ask a doctor or pharmacist whether any medicine you take affects sperm.',
        ),
      ],
    },
    {
      id: 'male-assessment',
      title: 'Male Fertility: Medical Assessment',
      icon: 'stethoscope',
      meta: 'What the doctor checks',
      defaultOpen: false,
      content: [
        p('Both partners should be seen when a couple has trouble conceiving. For the man, the doctor will ask about his health, past illnesses such as mumps after puberty, operations, medicines and lifestyle.'),
        p('He may be examined for things like a lump, an undescended testicle or swollen veins in the scrotum (a varicocele). He will be offered a semen test and may be tested for sexually transmitted infections.'),
        p('If the results are unusual, he may be referred to a specialist in male fertility.'),
      ],
    },
    {
      id: 'when-to-seek-help',
      title: 'When to Seek Medical Help',
      icon: 'phone',
      meta: 'After 1 year, or sooner for some',
      defaultOpen: false,
      content: [
        p({
          uk: 'See your GP if you have not got pregnant after 1 year of regular sex without contraception. Go together if you can.',
          ng: 'See a doctor at a hospital or fertility clinic if you have not got pregnant after 1 year of regular sex without contraception. Go together if you can.',
        }),
        p('Go sooner if:'),
        list(
          'the woman is 36 or over',
          'periods are very irregular, or have stopped',
          'either of you has had a sexually transmitted infection, pelvic infection, cancer treatment or surgery on the reproductive organs',
          'you know of a problem, such as endometriosis or a low sperm count',
        ),
        p('Some signs cannot wait for an appointment, especially if you might be pregnant:'),
        signs('severe-pain-or-collapse', 'possible-ectopic', 'pregnancy-bleeding', 'ovarian-hyperstimulation'),
      ],
    },
  ],
  references: [
    { title: 'Fertility problems: assessment and treatment (CG156)', publisher: 'NICE', url: 'https://www.nice.org.uk/guidance/cg156' },
    { title: 'Infertility', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/infertility/' },
    { title: 'Working out when you’re most fertile', publisher: 'NHS', url: 'https://www.nhs.uk/pregnancy/trying-for-a-baby/working-out-when-youre-most-fertile/' },
    sources['nhs-pcos'],
    { title: 'Endometriosis: diagnosis and management (NG73)', publisher: 'NICE', url: 'https://www.nice.org.uk/guidance/ng73' },
    { title: 'Planning a pregnancy', publisher: 'Tommy’s', url: 'https://www.tommys.org/pregnancy-information/planning-a-pregnancy' },
    sources['uk-cmo-alcohol'],
    sources['nice-ng247'],
    sources['nhs-vitamins-pregnancy'],
    sources['who-infertility'],
    { title: 'WHO laboratory manual for the examination and processing of human semen, 6th edition', publisher: 'World Health Organization', url: 'https://www.who.int/publications/i/item/9789240030787' },
  ],
  sections: [{ id: 'journey', title: 'Your fertility journey, step by step', label: 'Fertility journey' }],
  review: contentReview,
  hashtags: ['Fertility', 'WomensHealth'],
  disclaimer: medicalDisclaimer,
};
