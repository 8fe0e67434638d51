import { contentReview } from '../../site';
import type { Article } from '../article';
import { sources } from '../../sources';

/** The menstrual cycle, ovulation, the fertile window and the signs that ovulation is near. */
export const ovulation: Article = {
  title: 'Ovulation and your fertile window',
  description:
    'How the menstrual cycle works, when ovulation happens, the six-day fertile window and the body signs that can help you spot it.',
  summary:
    'Ovulation is when one of your ovaries releases an egg. It usually happens 10 to 16 days before your next period. You can get pregnant from sex in the 5 days before ovulation and on the day itself. That gives a fertile window of about 6 days each cycle. Knowing your cycle can help you plan, but the simplest advice is to have sex every 2 to 3 days.',
  sections: [
    {
      heading: 'How the cycle works',
      paragraphs: [
        'Your menstrual cycle starts on the first day of your period and ends the day before the next one. The average cycle is 28 days, but anything from 21 to 35 days is usual. It is normal for the length to vary a little from month to month.',
        'In the first part of the cycle, hormones make an egg ripen inside one of the ovaries. The lining of the womb thickens, ready for a fertilised egg.',
        'A surge of a hormone called luteinising hormone (LH) then triggers ovulation. The egg moves into a fallopian tube, where it can meet sperm.',
        'If the egg is not fertilised, hormone levels fall. The womb lining comes away, and that is your period.',
      ],
    },
    {
      heading: 'When ovulation happens',
      paragraphs: [
        'For most women, ovulation happens 10 to 16 days before the next period starts. In a 28-day cycle, that is between about day 12 and day 18, most often near day 14. In a longer cycle it comes later, and in a shorter cycle earlier.',
        'The time from ovulation to your next period stays fairly steady. The time before ovulation varies more. That is why it is easier to work out ovulation looking back than to predict it.',
        'Online ovulation calculators usually assume ovulation 14 days before your next period. That is only an estimate. It assumes a regular cycle and cannot confirm that you ovulated.',
      ],
    },
    {
      heading: 'Your fertile window',
      paragraphs: [
        'An egg lives for only 12 to 24 hours after it is released. Sperm can live inside the body for up to 5 days. So sex in the 5 days before ovulation, or on the day of ovulation, can lead to pregnancy.',
        'Your chances are highest in the 2 or 3 days before ovulation and on the day itself. Sperm that are already waiting can then meet the egg as soon as it is released.',
      ],
    },
    {
      heading: 'Signs that ovulation is near',
      paragraphs: ['Some women notice changes around ovulation. You may not have all of them:'],
      list: [
        'vaginal discharge becomes clear, wet, slippery and stretchy, like raw egg white',
        'a dull ache or twinges low on one side of your tummy, called ovulation pain',
        'tender breasts',
        'a higher sex drive',
        'a small rise in your body temperature at rest, which happens after ovulation and stays up until your period',
      ],
    },
    {
      heading: 'Tracking your cycle',
      paragraphs: [
        'Writing down the first day of each period for a few months shows how long your cycles are and how regular they are. An app or a calendar both work.',
        'Ovulation predictor kits test your urine for the LH surge. This usually happens a day or so before ovulation. They can help if your cycle varies, but they can be costly. They may give confusing results if you have polycystic ovary syndrome (PCOS).',
        'Checking your temperature each morning only shows that ovulation has already happened. It is more useful for learning your pattern over several months than for timing sex.',
      ],
    },
    {
      heading: 'The best timing for sex',
      paragraphs: [
        'You do not have to pin down the exact day. Having sex every 2 to 3 days through the cycle gives you the best chance of getting pregnant. It means there will always be healthy sperm waiting when you ovulate.',
        'Timing sex to a set day can cause stress for both partners. If tracking starts to feel like a burden, it is fine to stop and just have regular sex.',
        'More than 80% of couples where the woman is under 40 get pregnant within a year of regular sex without contraception.',
      ],
    },
    {
      heading: 'Irregular or missing periods',
      paragraphs: [
        'If your cycles are shorter than 21 days, longer than 35 days, or very irregular, you may not be ovulating every month. Common causes include PCOS, thyroid problems, very low or high body weight, stress, and heavy exercise.',
        {
          uk: 'If your periods are irregular or have stopped and you are trying for a baby, see a GP. Simple blood tests can check your hormones and whether you are ovulating.',
          ng: 'If your periods are irregular or have stopped and you are trying for a baby, see a doctor. Simple blood tests can check your hormones and whether you are ovulating.',
        },
      ],
    },
    {
      heading: 'Ovulation tracking is not contraception',
      paragraphs: [
        'Because sperm live for days and ovulation can shift, calendar estimates and apps are not a reliable way to avoid pregnancy. Natural family planning only works well when a trained teacher shows you how, and you follow it exactly.',
        {
          uk: 'If you are not ready for a baby, ask a GP, pharmacist or sexual health clinic about contraception.',
          ng: 'If you are not ready for a baby, ask a family planning clinic, primary health care centre or doctor about contraception.',
        },
      ],
    },
  ],
  whenToGetHelp: {
    intro: {
      uk: 'See a GP if you have been trying for a year without getting pregnant. Go sooner if you are 36 or over, or if you know of a problem that could affect fertility, such as periods that are irregular, very painful or absent.',
      ng: 'See a doctor if you have been trying for a year without getting pregnant. Go sooner if you are 36 or over, or if you know of a problem that could affect fertility, such as periods that are irregular, very painful or absent.',
    },
    signs: ['severe-pain-or-collapse', 'heavy-bleeding-faint', 'possible-ectopic', 'pelvic-infection', 'bleeding-between-periods', 'missed-periods'],
  },
  references: [
    {
      title: 'Understanding your menstrual cycle',
      publisher: 'Tommy’s',
      url: 'https://www.tommys.org/pregnancy-information/planning-a-pregnancy/how-to-get-pregnant/understanding-your-menstrual-cycle',
    },
    {
      title: 'How to get pregnant',
      publisher: 'Tommy’s',
      url: 'https://www.tommys.org/pregnancy-information/planning-a-pregnancy/how-to-get-pregnant',
    },
    sources['nhs-periods'],
    {
      title: 'Fertility problems: assessment and treatment (CG156)',
      publisher: 'NICE',
      url: 'https://www.nice.org.uk/guidance/cg156',
    },
    sources['who-infertility'],
    sources['who-family-planning'],
  ],
  review: contentReview,
};
