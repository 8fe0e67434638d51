/**
 * Advice that several pages give, written once so the pages cannot drift apart
 * (CLINICAL-FACTS.md, corrections 3, 6 and 13).
 */

import type { Localized } from './types';

/**
 * Who needs 5 mg of folic acid rather than 400 micrograms. Sickle cell disease
 * and thalassaemia were missing (correction 3; NICE NG247, 2025; BSH guideline
 * on sickle cell disease in pregnancy, 2021).
 */
export const higherDoseFolicAcid: { readonly uk: string; readonly ng: string } = {
  uk: 'Some women need a higher dose of 5 mg of folic acid a day, on prescription from a GP. This includes women with diabetes, sickle cell disease or thalassaemia, women who take medicine for epilepsy or HIV, and couples where either partner has a personal or family history of neural tube defects. With sickle cell disease or thalassaemia, take 5 mg before you conceive and all through pregnancy, with care from a specialist team.',
  ng: 'Some women need a higher dose of 5 mg of folic acid a day, prescribed by a doctor. This includes women with diabetes, sickle cell disease (genotype SS or SC) or thalassaemia, women who take medicine for epilepsy or HIV, and couples where either partner has a personal or family history of neural tube defects. With sickle cell disease or thalassaemia, take 5 mg before you conceive and all through pregnancy, with care from a specialist team.',
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
 * Who is offered a test for gestational diabetes, and when (NICE NG3; CLINICAL-FACTS.md, correction 16:
 * previous gestational diabetes and family origin were missing). Family origin is left out of the Nigeria
 * list: NICE counts Black African origin as a risk, which would include every Nigerian reader.
 */
export const gestationalDiabetesTest: { readonly uk: string; readonly ng: string } = {
  uk: 'You may be offered a test for gestational diabetes (diabetes that starts in pregnancy) at 24 to 28 weeks if you have risk factors. These include a body mass index (BMI) above 30, diabetes in a parent, brother or sister, a previous baby weighing 4.5 kg or more, gestational diabetes in a previous pregnancy, and a family origin with a high rate of diabetes, such as South Asian, Black Caribbean or Middle Eastern.',
  ng: 'You may be offered a test for gestational diabetes (diabetes that starts in pregnancy) at 24 to 28 weeks if you have risk factors. These include a body mass index (BMI) above 30, diabetes in a parent, brother or sister, a previous baby weighing 4.5 kg or more, and gestational diabetes in a previous pregnancy.',
};

/**
 * IPTp, Nigeria only: sulfadoxine-pyrimethamine from the second trimester at antenatal visits, and not
 * with co-trimoxazole (CLINICAL-FACTS.md, correction 9; WHO guidelines for malaria).
 */
export const malariaPreventiveTreatment =
  'From 13 weeks you will be offered IPTp (intermittent preventive treatment of malaria in pregnancy): doses of a medicine called sulfadoxine-pyrimethamine (SP), given at your antenatal visits at least a month apart. SP is not given to women who take co-trimoxazole, which many people with HIV take, so tell your clinic if you take it.';

/**
 * Folic acid, and in WHO advice iron, in pregnancy (NHS "Vitamins, supplements
 * and nutrition in pregnancy"; WHO eLENA "Daily iron and folic acid
 * supplementation during pregnancy"). Used by the week-by-week guide.
 */
export const folicAcid: { readonly uk: string; readonly ng: string } = {
  uk: 'Take 400 micrograms of folic acid every day until you are 12 weeks pregnant. It helps prevent problems with the baby’s brain and spine, called neural tube defects.',
  ng: 'Take 400 micrograms of folic acid with 30 to 60 mg of iron every day, all through your pregnancy. This is WHO advice, and antenatal clinics in Nigeria usually give these tablets.',
};

/** Smoking, alcohol and caffeine in pregnancy (NHS; Food Standards Agency: up to 200 mg of caffeine a day). */
export const smokingAlcoholCaffeine =
  'Stop smoking and do not drink alcohol. Keep caffeine to 200 mg a day or less. That is about 2 mugs of instant coffee.';
