import { figureReferences, nigeriaFigures } from '../../figures';
import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** Losing a pregnancy: miscarriage, ectopic pregnancy and molar pregnancy, the care offered and support afterwards. */
export const miscarriageAndEctopic: Article = {
  title: 'Miscarriage, ectopic pregnancy and molar pregnancy',
  description:
    'The signs of miscarriage and ectopic pregnancy, the tests and treatment you may be offered, support after a loss, and a short guide to molar pregnancy.',
  summary:
    'Losing a pregnancy is common, and it is not your fault. This guide explains the signs of a miscarriage and of an ectopic pregnancy, which can be dangerous. It covers the care you may be offered and where to find support. It also explains molar pregnancy, which is rare.',
  sections: [
    {
      heading: 'Miscarriage',
      paragraphs: [
        {
          uk: 'A miscarriage is the loss of a pregnancy before 24 weeks. Most happen in the first 12 weeks. About 1 in 8 known pregnancies ends this way.',
          ng: `In Nigeria, a miscarriage is the loss of a pregnancy before 28 weeks. ${nigeriaFigures.miscarriage.ng}, most in the first 12 weeks.`,
        },
        'Most early miscarriages happen because the baby’s chromosomes, which carry its genes, did not form as they should. A miscarriage is not caused by work, exercise, sex, a minor fall or being upset.',
      ],
    },
    {
      heading: 'Signs of a miscarriage',
      paragraphs: [
        'The main sign is bleeding from the vagina. It can be spotting, brown discharge or heavy bleeding with clots. You may have cramps or pain low in your tummy. Signs of pregnancy, such as feeling sick or sore breasts, may fade.',
        'Light bleeding in early pregnancy is common, and many pregnancies carry on well.',
        {
          uk: 'Your GP or midwife can refer you to an early pregnancy unit. You may have a scan through the vagina, which is safe for the baby, and blood tests for the pregnancy hormone, hCG. Sometimes a second scan a week or two later is needed to be sure.',
          ng: 'A hospital with a gynaecology or maternity unit can arrange a scan, a blood test for the pregnancy hormone, hCG, and sometimes a second scan a week or two later.',
        },
      ],
      signs: ['pregnancy-heavy-bleeding', 'pregnancy-bleeding'],
    },
    {
      heading: 'If you have had a miscarriage',
      paragraphs: [
        'Sometimes the pregnancy tissue passes by itself. If it does not, or you would rather not wait, there are other choices. Your doctor will explain which are safe for you:',
      ],
      list: [
        'waiting for the tissue to pass naturally, usually within 1 to 2 weeks',
        'tablets that help the womb empty, usually misoprostol, sometimes after another tablet called mifepristone',
        'a small operation to remove the tissue, often by gentle suction with a local anaesthetic (manual vacuum aspiration), or while you are asleep',
        {
          uk: 'if your blood is rhesus negative, ask whether you need an anti-D injection',
          ng: 'have any procedure done only by a trained doctor or midwife in a hospital or clinic: care from an untrained person can cause heavy bleeding, infection and damage to the womb',
        },
      ],
    },
    {
      heading: 'Afterwards',
      paragraphs: [
        'You may be asked to do a pregnancy test about 3 weeks later, to check the pregnancy has ended. Your next period usually comes in 4 to 6 weeks. You can have sex again when the bleeding has stopped and you feel ready.',
        'An infection or heavy bleeding can happen after a miscarriage, so know the signs below.',
      ],
      signs: ['heavy-bleeding-faint', 'sepsis', 'pelvic-infection'],
    },
    {
      heading: 'Ectopic pregnancy',
      paragraphs: [
        'In an ectopic pregnancy, the fertilised egg grows outside the womb, usually in a fallopian tube. About 1 in 90 pregnancies is ectopic. It cannot become a baby. As it grows, it can burst the tube and cause heavy bleeding inside the body. This can be life-threatening.',
        'It is more likely if you have had an ectopic pregnancy before, an infection of the womb or tubes, surgery on your tubes or fertility treatment, or if you smoke. It can also happen if you get pregnant with a coil in place.',
        'Signs usually start between 4 and 12 weeks. Some women have none until the tube bursts. There may be pain on one side and light bleeding or brown discharge.',
      ],
      signs: ['severe-pain-or-collapse', 'possible-ectopic'],
    },
    {
      heading: 'Treating an ectopic pregnancy',
      paragraphs: ['It is found with a scan and blood tests for hCG. There are 3 main treatments:'],
      list: [
        'watching and waiting, with blood tests, if the pregnancy is small and likely to end on its own',
        'an injection of a medicine called methotrexate, which stops it growing: wait at least 3 months before trying for another baby',
        'keyhole surgery to remove the pregnancy, usually with the tube it is in: you can still get pregnant with one working tube',
      ],
    },
    {
      heading: 'Molar pregnancy',
      paragraphs: [
        'A molar pregnancy is rare. It happens in about 1 in 600 pregnancies. A problem when the egg is fertilised means a baby does not develop normally, and the placenta grows into a lump of cells.',
        'It can cause bleeding, severe sickness and a bump bigger than expected. It is usually found on a scan, and the tissue is removed with a small operation.',
        {
          uk: 'You will then be registered with a specialist centre, which checks your hCG level with blood or urine tests, often for 6 months or more. Rarely, some cells remain and need more treatment, which almost always works. Avoid getting pregnant until your checks have finished.',
          ng: 'You will then need blood or urine tests for hCG at a hospital, often for 6 months or more. Rarely, some cells remain and need treatment. Use contraception until the checks end.',
        },
      ],
      signs: ['severe-vomiting'],
    },
    {
      heading: 'Support after a loss',
      paragraphs: [
        'Losing a pregnancy at any stage can bring grief, shock, guilt or anger. Partners grieve too. There is no right way to feel. It can help to talk, to name your baby, or to mark the loss in your own way.',
        {
          uk: 'Your GP, midwife or early pregnancy unit can tell you about counselling. Charities such as Tommy’s and the Miscarriage Association offer support by phone and online.',
          ng: 'Talk to a health worker you trust, or to family, friends or a faith leader. You did nothing to cause the loss. It is not a curse or a punishment.',
        },
        'If you have had more than one miscarriage, ask whether tests could find a cause. Most women who have had a miscarriage or an ectopic pregnancy go on to have a healthy baby.',
      ],
      signs: ['low-mood'],
    },
  ],
  whenToGetHelp: {
    intro: 'Bleeding or pain in early pregnancy always needs checking, even if it stops.',
    signs: [
      'pregnancy-heavy-bleeding',
      'severe-pain-or-collapse',
      'heavy-bleeding-faint',
      'sepsis',
      'possible-ectopic',
      'pregnancy-bleeding',
      'severe-vomiting',
      'pelvic-infection',
      'low-mood',
    ],
  },
  references: [
    ...figureReferences(nigeriaFigures.miscarriage),
    {
      title: 'Miscarriage',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/conditions/miscarriage/',
    },
    sources['nhs-ectopic'],
    {
      title: 'Molar pregnancy',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/conditions/molar-pregnancy/',
    },
    sources['nice-ng126'],
    {
      title: 'Early miscarriage: patient information',
      publisher: 'RCOG',
      url: 'https://www.rcog.org.uk/for-the-public/browse-our-patient-information/early-miscarriage/',
    },
    sources['who-abortion-care'],
    sources['who-emergency-obstetric-care'],
  ],
  review: contentReview,
};
