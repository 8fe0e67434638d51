import { reviewed } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/**
 * Perineal tears and episiotomy (RCOG Green-top Guideline 29 for third- and fourth-degree tears), caring
 * for stitches, the pelvic floor and leaking (NICE NG210), and, on the Nigeria site, obstetric fistula:
 * what it is, that it can be repaired, often free, at the national fistula centres (Federal Ministry
 * of Health, UNFPA), and how a birth with a skilled attendant prevents it.
 */
export const tearsAndPelvicFloor: Article = {
  title: 'Perineal tears, the pelvic floor and leaking after birth',
  description:
    'Tears and cuts during birth and how they heal, pelvic floor exercises, help for leaking after birth, and fistula, which can be repaired.',
  summary: {
    uk: 'Most women who give birth vaginally have some tearing or a cut. Most tears are small and heal well within a few weeks. Leaking a little pee after birth is common and usually gets better, especially with pelvic floor exercises. Leaking that does not get better can be treated, so do not put up with it in silence.',
    ng: 'Most women who give birth vaginally have some tearing or a cut. Most tears are small and heal well within a few weeks. Leaking a little pee after birth is common and usually gets better with pelvic floor exercises. If you leak pee or poo without stopping after a labour that went on too long, you may have a fistula. It is not your fault, and it can be repaired.',
  },
  sections: [
    {
      heading: 'Tears during birth',
      paragraphs: [
        'The perineum is the skin and muscle between your vagina and your back passage (anus). It stretches as your baby is born, and often tears a little. Up to 9 in 10 women having their first baby have a tear, a graze or a cut.',
      ],
      list: [
        'First-degree tears are small tears of the skin. They usually heal without stitches.',
        'Second-degree tears go into the muscle. They are closed with stitches that dissolve.',
        'Third- and fourth-degree tears reach the muscle that controls your back passage, or its lining. They happen in about 3 in 100 births, and more often in a first birth. They are repaired in an operating theatre, with pain relief.',
      ],
    },
    {
      heading: 'Episiotomy',
      paragraphs: [
        'An episiotomy is a cut to make the opening of the vagina wider. It may be needed if your baby needs to be born quickly, or if forceps or a ventouse (suction cup) are used. You should be given a local anaesthetic first, and asked for your consent. The cut is closed with stitches.',
        'From 34 weeks of pregnancy, massaging your perineum with a little oil for a few minutes, once or twice a week, can lower the chance of a tear in a first birth. In labour, a warm pad on the perineum and a slow birth of your baby’s head also help.',
      ],
    },
    {
      heading: 'Caring for your stitches',
      paragraphs: [
        'It is normal to feel sore for a week or two. These things help:',
      ],
      list: [
        'change your pad often, and wash your hands before and after',
        'wash the area once or twice a day with plain water, and pat it dry',
        'pour warm water over the area as you pee, to ease stinging',
        'take paracetamol or ibuprofen, and cool the area with a pack wrapped in a cloth',
        'drink plenty of water and eat fruit and vegetables, so your poo stays soft',
      ],
    },
    {
      heading: 'After a third- or fourth-degree tear',
      paragraphs: [
        'You will be given antibiotics and medicine to keep your poo soft. You should be offered physiotherapy and a check-up 6 to 12 weeks after the birth. Most women have no lasting problems a year later. Before another birth, talk to your team about whether to plan a vaginal birth or a caesarean.',
        {
          uk: 'If you still leak wind or poo, or cannot hold on, tell your GP. You can be referred to a specialist clinic.',
          ng: 'If you still leak wind or poo, or cannot hold on, tell the doctor at your postnatal check. Ask to be referred to a gynaecologist.',
        },
      ],
    },
    {
      heading: 'Your pelvic floor',
      paragraphs: [
        'Your pelvic floor muscles hold up your bladder, womb and bowel. Pregnancy and birth stretch and weaken them. This can make you leak pee when you cough, sneeze or lift. Pelvic floor exercises make these muscles stronger. Start them in pregnancy and carry on after the birth, even after a caesarean.',
        'Squeeze as if you are stopping yourself passing wind and peeing at the same time. Hold for up to 10 seconds, then relax. Do this 10 times, 3 times a day. Also do 10 quick squeezes. It can take 3 months to notice a change.',
        {
          uk: 'If you still leak after 3 months of exercises, ask your GP to refer you to a pelvic health physiotherapist. The NHS Squeezy app reminds you to do your exercises.',
          ng: 'If you still leak after 3 months of exercises, tell a doctor. Leaking is not a normal part of being a mother, and help is available.',
        },
      ],
    },
    {
      heading: 'Sex after a tear',
      paragraphs: [
        'Wait until you feel ready and your bleeding has stopped. The first few times may be uncomfortable, so go slowly and use a lubricant. If sex is still painful after a few months, tell a doctor.',
        'You can get pregnant again soon after the birth, even before your periods return, so think about contraception before you have sex.',
      ],
    },
    {
      heading: 'Obstetric fistula',
      paragraphs: [
        {
          uk: 'Very rarely, a difficult birth or surgery leaves a hole between the vagina and the bladder or bowel. This is called a fistula. Pee or poo then leaks from the vagina. It is rare in the UK, and it can be repaired by a specialist.',
          ng: 'A fistula is a hole between the birth canal and the bladder or the back passage. It is usually caused by a labour that goes on for days without help, when the baby cannot come out. The pressure of the baby’s head damages the tissue. Pee or poo then leaks from the vagina all the time.',
        },
        {
          uk: 'A fistula is not your fault. If you leak from the vagina after a birth, tell your midwife or GP, even if it feels embarrassing.',
          ng: 'A fistula is not a curse, and it is not caused by anything you did. It can be repaired with an operation. The National Obstetric Fistula Centres in Abakaliki (Ebonyi State), Ningi (Bauchi State) and Babbar Ruga (Katsina State), and some teaching and general hospitals, repair fistula. Repair is often free, supported by the Federal Ministry of Health and UNFPA.',
        },
        {
          uk: 'Most fistulas around the world happen where women cannot reach a caesarean in time. Skilled care in labour prevents them.',
          ng: 'To find the nearest repair centre, ask at your primary health care centre or general hospital. Giving birth with a skilled health worker, in a place that can do a caesarean if labour does not move on, prevents fistula.',
        },
      ],
    },
  ],
  whenToGetHelp: {
    intro: 'Some soreness is normal. These signs are not, and need checking.',
    signs: ['postnatal-heavy-bleeding', 'sepsis', 'wound-infection', 'possible-fistula', 'postnatal-peeing', 'leaking-or-prolapse'],
  },
  references: [
    sources['rcog-gtg29'],
    {
      title: 'Episiotomy and perineal tears',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/pregnancy/labour-and-birth/what-happens/episiotomy-and-perineal-tears/',
    },
    {
      title: 'Pelvic floor dysfunction: prevention and non-surgical management (NG210)',
      publisher: 'NICE',
      url: 'https://www.nice.org.uk/guidance/ng210',
    },
    sources['nhs-post-pregnancy-body'],
    sources['who-postnatal-2022'],
    sources['unfpa-fistula'],
    sources['who-intrapartum-care'],
    sources['fmoh-nigeria'],
  ],
  review: reviewed('2026-11-27'),
};
