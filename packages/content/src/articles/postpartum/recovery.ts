import { vitaminD } from '../../advice';
import { contentReview } from '../../site';
import type { Article } from '../article';
import { sources } from '../../sources';

/** Physical recovery in the weeks after birth, including after a caesarean, and the warning signs. */
export const recovery: Article = {
  title: 'Your body after birth: physical recovery',
  description:
    'What is normal in the weeks after giving birth: bleeding, stitches, caesarean recovery, your postnatal checks and the warning signs that need help.',
  summary:
    'Your body has done a huge amount of work. Recovery takes time, often longer than people expect. Bleeding, soreness and tiredness are normal in the first weeks. Rest when you can, eat and drink well, and accept help. Some signs are not normal, such as heavy bleeding, a high temperature, a bad headache, or pain and swelling in one leg: know the warning signs at the end of this page.',
  sections: [
    {
      heading: 'The first days',
      paragraphs: [
        'You will bleed from the vagina after birth, even after a caesarean. This bleeding is called lochia. It is heaviest in the first few days and may contain small clots. Over the next few weeks it gets lighter and changes from red to brown, then to a yellowish white.',
        'Use maternity pads rather than tampons until your bleeding stops and you have had your postnatal check. Tampons can raise the risk of infection.',
        'You may feel cramps, like period pains, as your womb shrinks back. They are often stronger when you breastfeed and ease within a few days.',
      ],
    },
    {
      heading: 'Stitches and a sore perineum',
      paragraphs: [
        'The perineum is the area between the vagina and the anus. It often tears or is cut during birth and may need stitches. Most stitches dissolve on their own within a few weeks.',
        'To help it heal:',
      ],
      list: [
        'wash your hands before and after changing your pad, and change pads often',
        'have a bath or shower every day to keep the area clean',
        'pour warm water over the area as you pee, to ease stinging',
        'hold a clean pad against your stitches when you open your bowels',
        'take paracetamol if you need it; it is safe when breastfeeding',
        'try a cold pack wrapped in a cloth to ease swelling',
      ],
    },
    {
      heading: 'After a caesarean',
      paragraphs: [
        'A caesarean is major surgery, and recovery usually takes about 6 weeks. Take the pain relief you are offered. Get up and walk gently as soon as you can, as this helps prevent blood clots.',
        'Keep the wound clean and dry. Wear loose clothes and cotton underwear. Do not lift anything heavier than your baby until you feel ready, and get help with shopping and housework.',
        'You can drive when you can wear a seatbelt comfortably and make an emergency stop. This is often after about 6 weeks. Check with your car insurer too.',
      ],
    },
    {
      heading: 'Bladder, bowels and your pelvic floor',
      paragraphs: [
        'Leaking a little urine when you cough, sneeze or laugh is common after birth. Pelvic floor exercises help. Start them as soon as you feel able: squeeze and lift the muscles as if stopping a wee, hold, then relax. Do a few sets every day, for life.',
        'Your first poo after birth can feel worrying, but it will not harm your stitches. Drink plenty of water and eat fibre, such as fruit, vegetables and wholegrains, to stay regular. Piles are common and usually settle.',
        {
          uk: 'If you still leak urine or wind, or cannot control your bowels, after a few weeks, tell your GP. You can be referred to a specialist physiotherapist.',
          ng: 'If you still leak urine or wind, or cannot control your bowels, after a few weeks, tell a doctor. Do not feel embarrassed: there is treatment. Constant leaking of urine or stool from the vagina needs a hospital check, as it may be a fistula, which can be repaired.',
        },
      ],
    },
    {
      heading: 'Rest, food and tiredness',
      paragraphs: [
        'Broken sleep is hard. Rest when your baby sleeps if you can, and let others help with cooking, cleaning and visitors.',
        'Eat regular, balanced meals and drink enough to keep your pee pale.',
        vitaminD,
      ],
    },
    {
      heading: 'Your postnatal care',
      paragraphs: [
        {
          uk: 'A midwife will check on you and your baby at home or in a clinic in the first days. Care then passes to a health visitor, usually at 10 to 14 days. Your GP offers you a postnatal check at 6 to 8 weeks after the birth. This covers your physical recovery, your mood and contraception.',
          ng: 'WHO recommends at least 4 postnatal checks: in the first 24 hours, on day 2 or 3, between days 7 and 14, and at 6 weeks after the birth. Go to your primary health care centre or the hospital where you gave birth for these checks. They cover your recovery, your mood, family planning and your baby’s health and vaccines.',
        },
        'These checks are a good time to mention anything that worries you, however small.',
      ],
    },
    {
      heading: 'How long recovery takes',
      paragraphs: [
        'Many women feel more like themselves by about 6 weeks. Full recovery, especially of the pelvic floor and tummy muscles, can take several months or more. Your tummy will shrink over time. Give yourself the same patience you would give a friend.',
      ],
    },
  ],
  whenToGetHelp: {
    intro: 'Most problems after birth can be treated, but some need help fast. Trust your instincts: if you feel very unwell, say so clearly.',
    signs: [
      'postnatal-heavy-bleeding',
      'chest-pain-or-breathlessness',
      'sepsis',
      'fit-or-collapse',
      'postnatal-clots-or-smell',
      'postnatal-fever',
      'pre-eclampsia',
      'one-swollen-leg',
      'wound-infection',
      'postnatal-tummy-pain',
      'postnatal-peeing',
      'mastitis',
      'leaking-or-prolapse',
    ],
  },
  references: [
    sources['nhs-vitamins-pregnancy'],
    sources['who-anc-2016'],
    sources['nhs-post-pregnancy-body'],
    {
      title: 'Your 6-week postnatal check',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/baby/support-and-services/your-6-week-postnatal-check/',
    },
    sources['nice-ng194'],
    sources['who-postnatal-2022'],
  ],
  review: contentReview,
};
