import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** The menopause: what happens and when, symptoms, HRT and other treatments, and bone and heart health. */
export const menopause: Article = {
  title: 'The menopause: symptoms, treatment and staying well',
  description:
    'What happens at the menopause and when, common symptoms, HRT and other treatments, and how to look after your bones and heart in the years after.',
  summary:
    'The menopause is when your periods stop for good, because your ovaries stop releasing eggs and make less of the hormone oestrogen. It is a normal part of getting older. The years around it can bring hot flushes, poor sleep, low mood and other symptoms. These can last for several years, but treatment works. It is also a good time to start looking after your bones and heart.',
  sections: [
    {
      heading: 'What happens and when',
      paragraphs: [
        {
          uk: 'The menopause is confirmed when you have not had a period for 12 months. In the UK the average age is 51, and most women reach it between 45 and 55.',
          ng: 'The menopause is confirmed when you have not had a period for 12 months. Most women reach it between the ages of 45 and 55.',
        },
        'The years before it are called the perimenopause. Your hormone levels rise and fall, and your periods may come closer together or further apart, or be heavier or lighter. Symptoms often start then, and they can carry on for some years after your last period.',
        'A menopause before 45 is called an early menopause. Before 40, it is called premature ovarian insufficiency. An operation to remove the ovaries, or some cancer treatments, can also bring it on. Hormone treatment is usually advised until the usual age of the menopause, because it protects your bones and heart.',
      ],
    },
    {
      heading: 'Common symptoms',
      paragraphs: ['Every woman is different. Some have few symptoms; for others they affect sleep, work and relationships. Common ones are:'],
      list: [
        'hot flushes: sudden heat in the face, neck and chest, often with sweating and a red face',
        'night sweats and poor sleep',
        'low mood, anxiety, or feeling irritable',
        'problems with memory and focus, sometimes called brain fog',
        'aching joints and muscles',
        'vaginal dryness, pain during sex and less interest in sex',
        'peeing more often than before, or urine infections that keep coming back',
      ],
    },
    {
      heading: 'Things you can do yourself',
      paragraphs: ['Small changes can ease symptoms for many women:'],
      list: [
        'wear light layers, keep your bedroom cool, and carry a small fan or a bottle of water',
        'notice what sets off your hot flushes, such as spicy food, hot drinks, caffeine, alcohol or stress',
        'stay active, and try to keep to a healthy weight',
        'stop smoking: it makes hot flushes worse and harms your bones and heart',
        'talk to people close to you about how you feel',
      ],
    },
    {
      heading: 'Hormone replacement therapy (HRT)',
      paragraphs: [
        'HRT replaces the oestrogen your body no longer makes. It is the most effective treatment for hot flushes and night sweats. It can also help mood, sleep, joint aches and vaginal dryness, and it protects your bones.',
        'If you still have a womb, you also need a progestogen, to protect the lining of the womb. Oestrogen comes as tablets, patches, gels or a spray.',
        'For most women under 60, the benefits of HRT are greater than the risks. HRT tablets slightly raise the risk of blood clots, but patches, gels and sprays do not. Some types slightly raise the risk of breast cancer, and this risk grows the longer you take them. A doctor can talk through your own risks and help you choose.',
        {
          uk: 'Your GP can prescribe HRT. In England, an HRT prescription prepayment certificate can lower the cost.',
          ng: 'A doctor at a hospital or a gynaecology clinic can prescribe HRT and check on you while you take it.',
        },
      ],
    },
    {
      heading: 'Other treatments',
      paragraphs: [
        'Talking therapy called cognitive behavioural therapy (CBT) can help with hot flushes, sleep and mood. If you cannot take HRT, or do not want to, other medicines can ease hot flushes. Ask a doctor about them.',
        'Vaginal oestrogen, as a cream, a small tablet put into the vagina or a ring, treats dryness, soreness and some bladder problems. Very little gets into the blood, so most women can use it for as long as they need. Vaginal moisturisers and lubricants help too.',
        'Herbal remedies, such as black cohosh or St John’s wort, are not proven to work. Some cause side effects or stop other medicines working well. Tell a doctor or pharmacist about anything you take.',
      ],
    },
    {
      heading: 'Contraception before the menopause',
      paragraphs: [
        'You can still get pregnant while you have periods, even if they are irregular. Use contraception until you have had no periods for 2 years if you are under 50, or for 1 year if you are 50 or over. HRT does not work as contraception.',
      ],
    },
    {
      heading: 'Look after your bones',
      paragraphs: [
        'After the menopause, bones lose strength faster. This can lead to osteoporosis, when bones become weak and break easily, even after a small fall.',
      ],
      list: [
        'do weight-bearing exercise, such as brisk walking, dancing or climbing stairs, and exercise that strengthens your muscles on 2 days a week',
        'eat foods with calcium, such as milk, yoghurt, cheese, small fish eaten with their bones, beans and green leafy vegetables',
        {
          uk: 'take a vitamin D supplement of 10 micrograms a day in autumn and winter, as the NHS advises for all adults',
          ng: 'get some sunlight on your skin, and eat a varied diet',
        },
        'do not smoke, and keep alcohol low',
        {
          uk: 'ask your GP about a bone density (DEXA) scan if you had an early menopause, broke a bone in a small fall, or take steroid tablets long term',
          ng: 'ask a doctor whether you need a bone density scan if you had an early menopause, broke a bone in a small fall, or take steroid tablets long term',
        },
      ],
    },
    {
      heading: 'Look after your heart',
      paragraphs: [
        'After the menopause, the risk of heart disease and stroke goes up. Keep active, eat plenty of vegetables, fruit and wholegrains, and cut down on salt and fatty foods.',
        {
          uk: 'In England, adults aged 40 to 74 are invited to a free NHS Health Check every 5 years. It checks your blood pressure, cholesterol and risk of diabetes.',
          ng: 'High blood pressure and diabetes often have no symptoms. Have your blood pressure checked regularly at a clinic or pharmacy, and ask about a blood sugar test.',
        },
      ],
    },
  ],
  whenToGetHelp: {
    intro: {
      uk: 'Your GP can help with symptoms at any stage, and some changes need checking.',
      ng: 'A doctor can help with symptoms at any stage, and some changes need checking.',
    },
    signs: [
      'heavy-bleeding-faint',
      'self-harm-thoughts',
      'menopause-symptoms',
      'postmenopausal-bleeding',
      'heavy-periods-tiredness',
      'bleeding-between-periods',
      'breast-change',
      'low-mood',
      'leaking-or-prolapse',
    ],
  },
  references: [
    sources['nhs-menopause'],
    sources['nice-ng23'],
    {
      title: 'Hormone replacement therapy (HRT)',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/medicines/hormone-replacement-therapy-hrt/',
    },
    { title: 'Osteoporosis', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/osteoporosis/' },
    sources['who-menopause'],
    sources['nphcda'],
  ],
  review: contentReview,
};
