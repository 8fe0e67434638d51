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
