import { higherDoseFolicAcid } from '../../advice';
import { reviewed } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/**
 * Medicines and herbal remedies in pregnancy: keep taking what you need, check before starting
 * anything; the medicines that harm a baby (valproate: the MHRA's pregnancy prevention programme;
 * isotretinoin; others), antidepressants (NICE CG192), painkillers; herbal remedies, and on the
 * Nigeria site agbo and other herbal mixtures, and medicines bought from a chemist (WHO on
 * substandard and falsified medicines).
 */
export const medicinesAndHerbalRemedies: Article = {
  title: 'Medicines and herbal remedies in pregnancy',
  description:
    'Which medicines are safe in pregnancy, which can harm a baby, why you should not stop a medicine without advice, and the risks of herbal remedies.',
  summary: {
    uk: 'Many medicines are safe in pregnancy. Some illnesses are more dangerous for your baby than the medicines that treat them. A few medicines can harm a baby, so check with a doctor, midwife or pharmacist before you take anything. Do not stop a medicine you take every day without advice. This guide also explains why herbal remedies are not always safe.',
    ng: 'Many medicines are safe in pregnancy. Some illnesses, such as malaria, are more dangerous for your baby than the medicines that treat them. A few medicines can harm a baby, so check with a doctor, midwife or pharmacist before you take anything. Do not stop a medicine you take every day without advice. This guide also explains the risks of agbo and other herbal mixtures.',
  },
  sections: [
    {
      heading: 'Before you take anything',
      paragraphs: [
        'Tell every doctor, nurse, dentist and pharmacist that you are pregnant, or could be. Ask whether a medicine is safe before you take it, even one you have taken before. Take the lowest dose that works, for the shortest time.',
        {
          uk: 'For a mild pain or fever, paracetamol is the usual choice. Do not take ibuprofen, aspirin for pain, or other anti-inflammatory painkillers unless a doctor advises it: they can harm the baby, especially later in pregnancy.',
          ng: 'For a mild pain or fever, paracetamol is the usual choice, but a fever in pregnancy needs a test for malaria. Do not take ibuprofen, diclofenac or other anti-inflammatory painkillers unless a doctor advises it: they can harm the baby, especially later in pregnancy.',
        },
      ],
    },
    {
      heading: 'If you take a medicine every day',
      paragraphs: [
        'If you have a long-term condition, such as epilepsy, depression, asthma, diabetes, high blood pressure or HIV, do not stop your medicine when you find out you are pregnant. Stopping can make you very ill. That can harm your baby too. See your doctor soon to check your medicine is the best one for pregnancy.',
        'If you are planning a pregnancy, talk to your doctor first. Some medicines are best changed before you conceive.',
      ],
      signs: ['harmful-medicine-in-pregnancy'],
    },
    {
      heading: 'Valproate',
      paragraphs: [
        {
          uk: 'Valproate, also called sodium valproate, Epilim or Depakote, treats epilepsy and bipolar disorder. Taken in pregnancy, about 1 in 10 babies have a birth defect, such as spina bifida, and up to 4 in 10 have problems with learning and development.',
          ng: 'Valproate, also called sodium valproate, Epilim or Depakote, treats epilepsy and bipolar disorder. Taken in pregnancy, it gives a high chance of birth defects, such as spina bifida, and of problems with learning and development.',
        },
        {
          uk: 'Girls and women who could get pregnant should take it only if nothing else works, with reliable contraception and a yearly review with a specialist. If you take valproate and find you are pregnant, keep taking it and speak to your doctor soon.',
          ng: 'Women who could get pregnant should take it only if nothing else works. They should use reliable birth control. If you take valproate and find you are pregnant, keep taking it and see your doctor soon: stopping suddenly can cause dangerous fits.',
        },
      ],
    },
    {
      heading: 'Other medicines that can harm a baby',
      paragraphs: ['Some medicines need to be changed or stopped before or early in pregnancy. They include:'],
      list: [
        'isotretinoin (Roaccutane) for acne, and other retinoid medicines: they cause serious birth defects, so use contraception while you take them and for 1 month after',
        'some medicines for epilepsy besides valproate, such as topiramate',
        'warfarin, which thins the blood',
        'methotrexate and some other medicines for arthritis or cancer',
        'some medicines for high blood pressure, such as ACE inhibitors',
        'some antibiotics, such as doxycycline and other tetracyclines',
      ],
    },
    {
      heading: 'A higher dose of folic acid',
      paragraphs: [higherDoseFolicAcid],
    },
    {
      heading: 'Antidepressants',
      paragraphs: [
        'Depression and anxiety are common in pregnancy, and getting treatment matters for you and your baby. Many women keep taking antidepressants in pregnancy. The risks to the baby are small, and for many women they are smaller than the risks of stopping.',
        {
          uk: 'Do not stop suddenly. Talk to your GP or mental health team, who can weigh up your choices with you, such as a change of medicine or talking therapy.',
          ng: 'Do not stop suddenly. Talk to the doctor who prescribed them, or a doctor at your antenatal clinic, who can weigh up your choices with you.',
        },
      ],
      signs: ['mental-health-worsening'],
    },
    {
      heading: 'Herbal remedies',
      paragraphs: [
        {
          uk: 'Natural does not always mean safe. Most herbal remedies have not been tested in pregnancy, and some can harm a baby. Some, bought online or from abroad, contain lead, mercury or hidden medicines. Avoid herbal remedies unless your doctor or midwife says they are safe.',
          ng: 'Many women in Nigeria take agbo and other herbal mixtures in pregnancy. Some take them for malaria or for “cleansing”, others to make labour quicker. Natural does not always mean safe. Nobody can tell what is in a mixture, or how strong it is. Some harm the liver and kidneys, or contain alcohol.',
        },
        {
          uk: 'If you are thinking of trying a herbal remedy, or already take one, tell your midwife. They will not judge you.',
          ng: 'Mixtures taken to speed up labour can make the womb squeeze too hard. This can starve the baby of oxygen or tear the womb, and mother and baby can die. Do not take agbo or other herbal mixtures in pregnancy, and tell your midwife about anything you have taken. They will not judge you.',
        },
      ],
      signs: ['later-pregnancy-tummy-pain'],
    },
    {
      heading: 'Getting medicines safely',
      paragraphs: [
        {
          uk: 'A pharmacist can advise you on medicines you buy, and the bumps website has leaflets on medicines in pregnancy. Do not buy medicines from websites that do not need a prescription.',
          ng: 'Buy medicines from a proper pharmacy, with a doctor’s prescription where one is needed. Fake and poor-quality medicines are common: check the pack is sealed and has a NAFDAC number. Malaria in pregnancy must be treated. The doctor will choose a medicine that is safe at your stage.',
        },
      ],
    },
  ],
  whenToGetHelp: {
    intro: 'Get help for these signs, and ask a doctor or pharmacist before you take anything new.',
    signs: ['fit-or-collapse', 'later-pregnancy-tummy-pain', 'harmful-medicine-in-pregnancy', 'mental-health-worsening', 'low-mood'],
  },
  references: [
    sources['nhs-medicines-pregnancy'],
    sources['mhra-valproate'],
    sources['bumps'],
    sources['nice-cg192'],
    sources['who-anc-2016'],
    sources['who-falsified-medicines'],
    sources['who-traditional-medicine'],
    sources['who-epilepsy'],
  ],
  review: reviewed('2026-11-27'),
};
