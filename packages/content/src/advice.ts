/**
 * Advice that several pages give, written once so the pages cannot drift apart
 * (docs/clinical-sources.md, first review, corrections 3, 6 and 13).
 */

import type { Localized } from './primitives';

/**
 * Nigeria only: a dose of 5 mg of folic acid or more stops SP, the medicine given
 * to prevent malaria in pregnancy (IPTp), from working, so WHO advises only the
 * low dose with SP. Said wherever the Nigeria site advises 5 mg (second
 * clinical review, correction 4; WHO guidelines for malaria); the integrity
 * test fails on a Nigeria page that names 5 mg without it.
 */
export const highDoseFolicAcidWithSp =
  'Do not take 5 mg or more of folic acid while you are having SP to prevent malaria (IPTp): a high dose can stop SP working. If you need 5 mg after 12 weeks, your doctor will advise another way to prevent malaria.';

/**
 * Who needs 5 mg of folic acid rather than 400 micrograms, and for how long.
 * Sickle cell disease and thalassaemia were missing (correction 3; NICE NG247,
 * 2025; BSH guideline on sickle cell disease in pregnancy, 2021); the end date,
 * 12 weeks, and on the Nigeria site the warning about SP, were missing (second
 * clinical review, correction 4).
 */
export const higherDoseFolicAcid: { readonly uk: string; readonly ng: string } = {
  uk: 'Some women need a higher dose of 5 mg of folic acid a day, on prescription from a GP, from before they conceive until 12 weeks of pregnancy. This includes women with diabetes, women who take medicine for epilepsy or HIV, and couples where either partner has a personal or family history of neural tube defects. With sickle cell disease or thalassaemia, take 5 mg before you conceive and all through pregnancy, with care from a specialist team.',
  ng: `Some women need a higher dose of 5 mg of folic acid a day, prescribed by a doctor, from before they conceive until 12 weeks of pregnancy. This includes women with diabetes, women who take medicine for epilepsy or HIV, and couples where either partner has a personal or family history of neural tube defects. With sickle cell disease (genotype SS or SC) or thalassaemia, take 5 mg before you conceive and all through pregnancy, with care from a specialist team. ${highDoseFolicAcidWithSp}`,
};

/** Alcohol while trying to conceive: none is safest (correction 6; UK Chief Medical Officers, 2016). */
export const alcoholWhileTrying =
  'If you are trying to get pregnant, the safest approach is not to drink alcohol at all. This keeps the risk to a baby as low as possible in the early weeks, before you know you are pregnant.';

/**
 * Vitamin D in pregnancy and while breastfeeding. WHO does not advise a
 * routine supplement in pregnancy, so the Nigeria site does not repeat the
 * UK's 10 micrograms or its reason (correction 13; WHO antenatal care, 2016).
 */
export const vitaminD: Localized<string> = {
  uk: 'Take 10 micrograms of vitamin D a day in pregnancy and while breastfeeding. It helps build your baby’s bones and teeth.',
  ng: 'WHO does not advise a routine vitamin D supplement in pregnancy or while breastfeeding. Get some sunlight on your skin and eat a varied diet. Take vitamin D only if a health worker advises it.',
};

/**
 * Who is offered a test for gestational diabetes, and when (NICE NG3; docs/clinical-sources.md, first review, correction 16:
 * previous gestational diabetes and family origin were missing). Family origin is left out of the Nigeria
 * list: NICE counts Black African origin as a risk, which would include every Nigerian reader. Gestational
 * diabetes in a previous pregnancy is checked early, soon after booking, and again at 24 to 28 weeks, as
 * the gestational diabetes guide says (second clinical review, correction 10; NICE NG3).
 */
export const gestationalDiabetesTest: { readonly uk: string; readonly ng: string } = {
  uk: 'You may be offered a test for gestational diabetes (diabetes that starts in pregnancy) at 24 to 28 weeks if you have risk factors. These include a body mass index (BMI) above 30, diabetes in a parent, brother or sister, a previous baby weighing 4.5 kg or more, and a family origin with a high rate of diabetes, such as South Asian, Black Caribbean or Middle Eastern. If you had gestational diabetes in a previous pregnancy, you will be offered a test, or checks of your own blood sugar, as soon as possible after booking, and a test again at 24 to 28 weeks.',
  ng: 'You may be offered a test for gestational diabetes (diabetes that starts in pregnancy) at 24 to 28 weeks if you have risk factors. These include a body mass index (BMI) above 30, diabetes in a parent, brother or sister, and a previous baby weighing 4.5 kg or more. If you had gestational diabetes in a previous pregnancy, ask for a test, or checks of your own blood sugar, as soon as possible after booking, and a test again at 24 to 28 weeks.',
};

/**
 * SP and co-trimoxazole, Nigeria only: SP is not given to a woman who takes co-trimoxazole (WHO guidelines
 * for malaria). Written once: the antenatal guide once said co-trimoxazole only "changes how SP can be
 * given" (second clinical review, correction 8).
 */
export const spWithCotrimoxazole =
  'SP is not given to women who take co-trimoxazole, which many people with HIV take, so tell your clinic if you take it.';

/**
 * IPTp, Nigeria only: sulfadoxine-pyrimethamine from the second trimester at antenatal visits, and not
 * with co-trimoxazole (docs/clinical-sources.md, first review, correction 9; WHO guidelines for malaria).
 */
export const malariaPreventiveTreatment = `From 13 weeks you will be offered IPTp (intermittent preventive treatment of malaria in pregnancy): doses of a medicine called sulfadoxine-pyrimethamine (SP), given at your antenatal visits at least a month apart. ${spWithCotrimoxazole}`;

/**
 * Folic acid, and in WHO advice iron, in pregnancy (NHS "Vitamins, supplements
 * and nutrition in pregnancy"; WHO eLENA "Daily iron and folic acid
 * supplementation during pregnancy"). Used by the week-by-week guide.
 */
export const folicAcid: { readonly uk: string; readonly ng: string } = {
  uk: 'Take 400 micrograms of folic acid every day until you are 12 weeks pregnant. It helps prevent problems with the baby’s brain and spine, called neural tube defects.',
  ng: 'Take 400 micrograms of folic acid with 30 to 60 mg of iron every day, all through your pregnancy. This is WHO advice, and antenatal clinics in Nigeria usually give these tablets.',
};

/**
 * How long expressed breast milk keeps. The UK site gives the NHS's figures. The Nigeria site gives the
 * Academy of Breastfeeding Medicine's (protocol 8, 2017), which also cover room temperature, and says
 * what to do when the power goes off: "up to 8 days in a fridge" assumes a fridge that stays at 4°C
 * (second clinical review, correction 13).
 */
export const expressedMilkStorage: { readonly uk: string; readonly ng: string } = {
  uk: 'Breast milk keeps in the fridge for up to 8 days at 4°C or lower, and for up to 6 months in a freezer. Thaw frozen milk in the fridge and use it as soon as it has thawed.',
  ng: 'Breast milk keeps for about 4 days in a fridge that stays cold (4°C or lower), and for up to 4 hours at room temperature (6 hours if everything is very clean). If the power goes off and the fridge warms up, use that milk first, or throw it away. Frozen milk keeps for up to 6 months in a freezer that stays frozen.',
};

/**
 * When sharing a bed with a baby is unsafe, written once for the safe sleep advice on the postpartum
 * topic page and the baby sleep guide. Bed-sharing is common in Nigeria, and the advice had said nothing
 * of it (first clinical review, correction 8; the Lullaby Trust; NICE NG194).
 */
export const unsafeBedSharing =
  'Never share a bed with your baby if you or anyone in the bed has drunk alcohol, taken drugs or smokes, if you are very tired, or if your baby was born premature (before 37 weeks) or small (under 2.5 kg at birth).';

/**
 * How well breastfeeding alone (the lactational amenorrhoea method, LAM) prevents pregnancy, and how long
 * the long-acting methods last, written once: pages said "more than 98%" and "up to 98%", and "5 years or
 * more" and "3 to 8 years" for the coil (second clinical review, correction 15; FSRH; WHO Family Planning
 * handbook 2022). In Nigeria the two-rod Jadelle implant, which lasts 5 years, is widely used besides the
 * 3-year one.
 */
export const contraceptionFigures = {
  lam: 'up to 98% effective',
  coils: 'the copper coil (IUD) lasts 5 to 10 years and the hormonal coil (IUS) 3 to 8 years, depending on the type',
  implant: {
    uk: 'it lasts 3 years',
    ng: 'it lasts 3 years, or 5 years for the two-rod Jadelle implant, which is widely used in Nigeria',
  },
} as const;

/** Smoking, alcohol and caffeine in pregnancy (NHS; Food Standards Agency: up to 200 mg of caffeine a day). */
export const smokingAlcoholCaffeine =
  'Stop smoking and do not drink alcohol. Keep caffeine to 200 mg a day or less. That is about 2 mugs of instant coffee.';

/** Activity in pregnancy (UK Chief Medical Officers, 2019): the week pages and the everyday-life guide. */
export const physicalActivity =
  'Keep active if you can. Aim for at least 150 minutes of moderate activity a week, such as brisk walking or swimming, and muscle-strengthening activity twice a week.';

/** Going to sleep on your side from 28 weeks (NHS; Tommy's): the week pages and the everyday-life guide. */
export const sleepOnSide =
  'Go to sleep on your side, not on your back. This lowers the risk of stillbirth. If you wake up on your back, just turn onto your side.';
