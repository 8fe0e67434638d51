/**
 * Sources cited by more than one page, and by the warning-sign registry, each
 * written once. A page's own `references` list the rest; a page that shows a
 * warning sign also lists that sign's sources for the country (see
 * `pageSources`, which also leaves out references unfit for the country).
 *
 * Every URL is on an official host in `officialHosts`; the integrity test
 * checks this.
 */

import type { Country } from '@wh/core';
import type { Reference } from './primitives';

/**
 * Hosts a source may be on, by the site it is fit for: health services,
 * guideline bodies, governments and UK health charities (docs/clinical-sources.md,
 * "Trusted organisations"). To allow another host, add it here and say why in
 * the change.
 */
export const officialHostsByCountry = {
  /** UK health services, guideline bodies, government and charities: cited on the UK site only. */
  uk: [
    'www.nhs.uk',
    'www.england.nhs.uk',
    'www.nice.org.uk',
    'www.rcog.org.uk',
    'www.fsrh.org',
    'www.tommys.org',
    'www.gov.uk',
    'www.lullabytrust.org.uk',
    'www.unicef.org.uk',
    // The British Society for Haematology's guideline on sickle cell disease in pregnancy (2021) replaced
    // RCOG Green-top Guideline 61 as the UK's clinical guideline (docs/clinical-sources.md, first review, correction 3);
    // its guideline on iron deficiency in pregnancy gives the UK's thresholds for anaemia.
    'b-s-h.org.uk',
    // UK law (the Abortion Act, the FGM Act, the Domestic Abuse Act), cited beside the NHS pages that explain it.
    'www.legislation.gov.uk',
    // Sands, the UK's stillbirth and neonatal death charity: the support the NHS sends bereaved parents to.
    'www.sands.org.uk',
    // Bliss, the UK charity for babies born premature or sick, which neonatal units refer parents to.
    'www.bliss.org.uk',
    // bumps, the UK Teratology Information Service's leaflets on medicines in pregnancy (for the public).
    'www.medicinesinpregnancy.org',
  ],
  /** Nigerian government and agencies: cited on the Nigeria site only. */
  ng: [
    'health.gov.ng',
    'nphcda.gov.ng',
    'ncdc.gov.ng',
    'lasema.lagosstate.gov.ng',
    // NAPTIP, the Nigerian agency that administers the Violence Against Persons (Prohibition) Act 2015.
    'nsod.naptip.gov.ng',
    // The National Malaria Elimination Programme of the Federal Ministry of Health: where malaria is
    // passed on all year and where mostly in the rainy season (second clinical review, correction 6).
    'nmcp.gov.ng',
  ],
  /**
   * Fit for both sites: WHO guidance, and PubMed for studies (the two Nigerian
   * studies behind the EPDS advice, and the worldwide figures for miscarriage,
   * sickle cell disease and storing breast milk that the Nigeria site cites).
   */
  both: [
    'www.who.int',
    'pubmed.ncbi.nlm.nih.gov',
    // UNFPA, the UN's sexual and reproductive health agency, which runs the Campaign to End Fistula
    // with Nigeria's Federal Ministry of Health (the fistula guide).
    'www.unfpa.org',
  ],
} as const satisfies Record<Country | 'both', readonly string[]>;

export const officialHosts: readonly string[] = Object.values(officialHostsByCountry).flat();

/**
 * Tells whether a source is fit to cite on one country's site: a UK service's
 * page is not a source for a reader in Nigeria, nor a Nigerian agency's for a
 * reader in the UK (its advice and numbers are not theirs).
 *
 * @example
 * isSourceFor(sources['nhs-sepsis'], 'ng'); // false
 * isSourceFor(sources['who-sepsis'], 'ng'); // true
 */
export function isSourceFor(reference: Reference, country: Country): boolean {
  const host = new URL(reference.url).host;
  const hosts: readonly string[] = [...officialHostsByCountry[country], ...officialHostsByCountry.both];
  return hosts.includes(host);
}

function source(title: string, publisher: string, url: string): Reference {
  return { title, publisher, url };
}

/** Shared sources by id. Refer to one as `sources['nice-ng194']`. */
export const sources = {
  // When to call for help
  'nhs-urgent-mental-health': source('Where to get urgent help for mental health', 'NHS', 'https://www.nhs.uk/nhs-services/mental-health-services/where-to-get-urgent-help-for-mental-health/'),
  'lagos-emergency': source('Lagos State Emergency Management Agency', 'Lagos State Government', 'https://lasema.lagosstate.gov.ng/'),
  'nphcda': source('National Primary Health Care Development Agency', 'NPHCDA (Nigeria)', 'https://nphcda.gov.ng/'),
  'fmoh-nigeria': source('Federal Ministry of Health and Social Welfare', 'Federal Ministry of Health (Nigeria)', 'https://health.gov.ng/'),
  'who-emergency-obstetric-care': source('Monitoring emergency obstetric care: a handbook', 'World Health Organization', 'https://www.who.int/publications/i/item/9789241547734'),

  // Pregnancy
  'nhs-movements': source('Your baby’s movements', 'NHS', 'https://www.nhs.uk/pregnancy/keeping-well/your-babys-movements/'),
  'nhse-saving-babies-lives': source('Saving babies’ lives: version 3 (2023)', 'NHS England', 'https://www.england.nhs.uk/publication/saving-babies-lives-version-three/'),
  'nhs-pre-eclampsia': source('Pre-eclampsia', 'NHS', 'https://www.nhs.uk/conditions/pre-eclampsia/'),
  'nhs-bleeding-pregnancy': source('Vaginal bleeding in pregnancy', 'NHS', 'https://www.nhs.uk/pregnancy/related-conditions/common-symptoms/vaginal-bleeding/'),
  'nhs-ectopic': source('Ectopic pregnancy', 'NHS', 'https://www.nhs.uk/conditions/ectopic-pregnancy/'),
  'nice-ng126': source('Ectopic pregnancy and miscarriage: diagnosis and initial management (NG126)', 'NICE', 'https://www.nice.org.uk/guidance/ng126'),
  'nice-ng25': source('Preterm labour and birth (NG25)', 'NICE', 'https://www.nice.org.uk/guidance/ng25'),
  'nhs-cholestasis': source('Intrahepatic cholestasis of pregnancy', 'NHS', 'https://www.nhs.uk/pregnancy/related-conditions/complications/intrahepatic-cholestasis/'),
  'nhs-severe-vomiting': source('Severe vomiting in pregnancy', 'NHS', 'https://www.nhs.uk/pregnancy/related-conditions/complications/severe-vomiting/'),
  'nhs-uti': source('Urinary tract infections (UTIs)', 'NHS', 'https://www.nhs.uk/conditions/urinary-tract-infections-utis/'),
  'nhs-listeriosis': source('Listeriosis', 'NHS', 'https://www.nhs.uk/conditions/listeriosis/'),
  'nhs-anaemia': source('Iron deficiency anaemia', 'NHS', 'https://www.nhs.uk/conditions/iron-deficiency-anaemia/'),
  'nhs-week-by-week': source('Your pregnancy and baby guide: week by week', 'NHS', 'https://www.nhs.uk/pregnancy/week-by-week/'),
  'nice-ng201': source('Antenatal care (NG201)', 'NICE', 'https://www.nice.org.uk/guidance/ng201'),
  'nice-ng247': source('Maternal and child nutrition: nutrition and weight management in pregnancy, and nutrition in children up to 5 years (NG247)', 'NICE', 'https://www.nice.org.uk/guidance/ng247'),
  'nice-ng3': source('Diabetes in pregnancy: management from preconception to the postnatal period (NG3)', 'NICE', 'https://www.nice.org.uk/guidance/ng3'),
  'nhs-vitamins-pregnancy': source('Vitamins, supplements and nutrition in pregnancy', 'NHS', 'https://www.nhs.uk/pregnancy/keeping-well/vitamins-supplements-and-nutrition/'),
  'nhs-foods-to-avoid': source('Foods to avoid in pregnancy', 'NHS', 'https://www.nhs.uk/pregnancy/keeping-well/foods-to-avoid/'),
  'nhs-20-week-scan': source('20-week scan', 'NHS', 'https://www.nhs.uk/pregnancy/your-pregnancy-care/20-week-scan/'),
  'who-anc-2016': source('WHO recommendations on antenatal care for a positive pregnancy experience', 'World Health Organization', 'https://www.who.int/publications/i/item/9789241549912'),
  'who-iron-folic-acid': source('Daily iron and folic acid supplementation during pregnancy', 'World Health Organization (eLENA)', 'https://www.who.int/tools/elena/interventions/daily-iron-pregnancy'),
  'who-malaria-guidelines': source('WHO guidelines for malaria', 'World Health Organization', 'https://www.who.int/publications/i/item/guidelines-for-malaria'),
  'nhs-gestational-diabetes': source('Gestational diabetes', 'NHS', 'https://www.nhs.uk/conditions/gestational-diabetes/'),
  'nhs-group-b-strep': source('Group B strep', 'NHS', 'https://www.nhs.uk/conditions/group-b-strep/'),
  'rcog-group-b-strep': source('Prevention of early-onset neonatal group B streptococcal disease (Green-top Guideline No. 36)', 'RCOG', 'https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/prevention-of-early-onset-group-b-streptococcal-disease-green-top-guideline-no-36/'),
  'nhs-malaria': source('Malaria', 'NHS', 'https://www.nhs.uk/conditions/malaria/'),
  'nhs-sickle-cell': source('Sickle cell disease', 'NHS', 'https://www.nhs.uk/conditions/sickle-cell-disease/'),
  'bsh-sickle-cell-pregnancy': source('Management of sickle cell disease in pregnancy (2021)', 'British Society for Haematology', 'https://b-s-h.org.uk/guidelines/guidelines/gl-management-of-sickle-cell-disease-in-pregnancy'),
  'nhs-stroke': source('Stroke', 'NHS', 'https://www.nhs.uk/conditions/stroke/'),
  'nhs-stomach-pain-pregnancy': source('Stomach pain in pregnancy', 'NHS', 'https://www.nhs.uk/pregnancy/related-conditions/common-symptoms/stomach-pain/'),
  'rcog-gtg63': source('Antepartum haemorrhage (Green-top Guideline No. 63)', 'RCOG', 'https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/antepartum-haemorrhage-green-top-guideline-no-63/'),
  'nice-ng137': source('Twin and triplet pregnancy (NG137)', 'NICE', 'https://www.nice.org.uk/guidance/ng137'),
  'nhs-twins': source('Pregnant with twins', 'NHS', 'https://www.nhs.uk/pregnancy/finding-out/pregnant-with-twins/'),
  'rcog-gtg20b': source('Management of breech presentation (Green-top Guideline No. 20b)', 'RCOG', 'https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/management-of-breech-presentation-green-top-guideline-no-20b/'),
  'rcog-gtg50': source('Umbilical cord prolapse (Green-top Guideline No. 50)', 'RCOG', 'https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/umbilical-cord-prolapse-green-top-guideline-no-50/'),
  'nice-ng207': source('Inducing labour (NG207)', 'NICE', 'https://www.nice.org.uk/guidance/ng207'),
  'rcog-gtg29': source('Third- and fourth-degree perineal tears, management (Green-top Guideline No. 29)', 'RCOG', 'https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/third-and-fourth-degree-perineal-tears-management-green-top-guideline-no-29/'),
  'unfpa-fistula': source('Obstetric fistula', 'UNFPA', 'https://www.unfpa.org/obstetric-fistula'),
  'gov-maternity-pay-leave': source('Maternity pay and leave', 'GOV.UK', 'https://www.gov.uk/maternity-pay-leave'),
  'rcog-gtg43': source('Intrahepatic cholestasis of pregnancy (Green-top Guideline No. 43, 2022)', 'RCOG', 'https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/intrahepatic-cholestasis-of-pregnancy-green-top-guideline-no-43/'),
  'who-mcpc': source('Managing complications in pregnancy and childbirth: a guide for midwives and doctors (IMPAC, 2nd edition)', 'World Health Organization', 'https://www.who.int/publications/i/item/9789241565493'),
  'ukhsa-malaria-prevention': source('Malaria prevention guidelines for travellers from the UK', 'UK Health Security Agency', 'https://www.gov.uk/government/publications/malaria-prevention-guidelines-for-travellers-from-the-uk'),
  'nmep-nigeria': source('National Malaria Elimination Programme', 'Federal Ministry of Health (Nigeria)', 'https://nmcp.gov.ng/'),
  'who-maternal-mortality': source('Maternal mortality: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/maternal-mortality'),
  'who-hiv-mtct': source('Mother-to-child transmission of HIV', 'World Health Organization', 'https://www.who.int/teams/global-hiv-hepatitis-and-stis-programmes/hiv/prevention/mother-to-child-transmission-of-hiv'),
  'quenby-2021': source('Quenby and others (2021): Miscarriage matters: the epidemiological, physical, psychological, and economic costs of early pregnancy loss (The Lancet)', 'PubMed', 'https://pubmed.ncbi.nlm.nih.gov/?term=Quenby+2021+Miscarriage+matters+Lancet'),
  'piel-2013': source('Piel and others (2013): Global epidemiology of sickle haemoglobin in neonates (The Lancet)', 'PubMed', 'https://pubmed.ncbi.nlm.nih.gov/?term=Piel+2013+Global+epidemiology+of+sickle+haemoglobin+in+neonates'),
  'nhs-stillbirth': source('Stillbirth', 'NHS', 'https://www.nhs.uk/conditions/stillbirth/'),
  'gov-register-stillbirth': source('Register a stillbirth', 'GOV.UK', 'https://www.gov.uk/register-stillbirth'),
  'sands': source('Sands: stillbirth and neonatal death charity', 'Sands', 'https://www.sands.org.uk/'),
  'who-stillbirth': source('Stillbirth', 'World Health Organization', 'https://www.who.int/health-topics/stillbirth'),
  'who-newborn-mortality': source('Newborn mortality: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/newborn-mortality'),
  'hug-2021': source('Hug and others (2021): Global, regional, and national estimates and trends in stillbirths from 2000 to 2019 (The Lancet)', 'PubMed', 'https://pubmed.ncbi.nlm.nih.gov/?term=Hug+2021+estimates+and+trends+in+stillbirths+from+2000+to+2019'),
  'nhs-morning-sickness': source('Vomiting and morning sickness', 'NHS', 'https://www.nhs.uk/pregnancy/related-conditions/common-symptoms/vomiting-and-morning-sickness/'),
  'rcog-gtg69': source('The management of nausea and vomiting of pregnancy and hyperemesis gravidarum (Green-top Guideline No. 69)', 'RCOG', 'https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/the-management-of-nausea-and-vomiting-of-pregnancy-and-hyperemesis-gravidarum-green-top-guideline-no-69/'),
  'nhs-medicines-pregnancy': source('Medicines in pregnancy', 'NHS', 'https://www.nhs.uk/pregnancy/keeping-well/medicines/'),
  'mhra-valproate': source('Valproate use by women and girls', 'Medicines and Healthcare products Regulatory Agency (GOV.UK)', 'https://www.gov.uk/guidance/valproate-use-by-women-and-girls'),
  'bumps': source('bumps: best use of medicines in pregnancy', 'UK Teratology Information Service', 'https://www.medicinesinpregnancy.org/'),
  'who-falsified-medicines': source('Substandard and falsified medical products: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/substandard-and-falsified-medical-products'),
  'who-traditional-medicine': source('Traditional, complementary and integrative medicine', 'World Health Organization', 'https://www.who.int/health-topics/traditional-complementary-and-integrative-medicine'),
  'who-epilepsy': source('Epilepsy: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/epilepsy'),
  'bsh-iron-deficiency-pregnancy': source('UK guidelines on the management of iron deficiency in pregnancy', 'British Society for Haematology', 'https://b-s-h.org.uk/guidelines/guidelines/uk-guidelines-on-the-management-of-iron-deficiency-in-pregnancy/'),
  'uk-cmo-alcohol': source('UK Chief Medical Officers’ low risk drinking guidelines', 'Department of Health and Social Care', 'https://www.gov.uk/government/publications/alcohol-consumption-advice-on-low-risk-drinking'),

  // After the birth and the baby
  'nice-ng194': source('Postnatal care (NG194)', 'NICE', 'https://www.nice.org.uk/guidance/ng194'),
  'nhs-post-pregnancy-body': source('Your post-pregnancy body', 'NHS', 'https://www.nhs.uk/baby/support-and-services/your-post-pregnancy-body/'),
  'nhs-sepsis': source('Sepsis', 'NHS', 'https://www.nhs.uk/conditions/sepsis/'),
  'nice-ng51': source('Suspected sepsis: recognition, diagnosis and early management (NG51)', 'NICE', 'https://www.nice.org.uk/guidance/ng51'),
  'nhs-dvt': source('Deep vein thrombosis (DVT)', 'NHS', 'https://www.nhs.uk/conditions/deep-vein-thrombosis-dvt/'),
  'nhs-pulmonary-embolism': source('Pulmonary embolism', 'NHS', 'https://www.nhs.uk/conditions/pulmonary-embolism/'),
  'nhs-mastitis': source('Mastitis', 'NHS', 'https://www.nhs.uk/conditions/mastitis/'),
  'nhs-postnatal-depression': source('Postnatal depression', 'NHS', 'https://www.nhs.uk/mental-health/conditions/post-natal-depression/overview/'),
  'nhs-postpartum-psychosis': source('Postpartum psychosis', 'NHS', 'https://www.nhs.uk/mental-health/conditions/post-partum-psychosis/'),
  'nice-cg192': source('Antenatal and postnatal mental health: clinical management and service guidance (CG192)', 'NICE', 'https://www.nice.org.uk/guidance/cg192'),
  'nhs-baby-seriously-ill': source('Is your baby or toddler seriously ill?', 'NHS', 'https://www.nhs.uk/baby/health/is-your-baby-or-toddler-seriously-ill/'),
  'nhs-fever-children': source('High temperature (fever) in children', 'NHS', 'https://www.nhs.uk/conditions/fever-in-children/'),
  'nhs-newborn-jaundice': source('Newborn jaundice', 'NHS', 'https://www.nhs.uk/conditions/jaundice-newborn/'),
  'nice-cg98': source('Jaundice in newborn babies under 28 days (CG98)', 'NICE', 'https://www.nice.org.uk/guidance/cg98'),
  'nice-ng143': source('Fever in under 5s: assessment and initial management (NG143)', 'NICE', 'https://www.nice.org.uk/guidance/ng143'),
  'who-imci': source('Integrated Management of Childhood Illness (IMCI): young infant danger signs', 'World Health Organization', 'https://www.who.int/teams/maternal-newborn-child-adolescent-health-and-ageing/child-health/integrated-management-of-childhood-illness'),
  'abm-milk-storage-2017': source('Academy of Breastfeeding Medicine clinical protocol 8: human milk storage for home use, revised 2017 (Breastfeeding Medicine)', 'PubMed', 'https://pubmed.ncbi.nlm.nih.gov/?term=ABM+Clinical+Protocol+8+Human+Milk+Storage+2017'),
  'nhs-washing-baby': source('Washing and bathing your baby', 'NHS', 'https://www.nhs.uk/baby/caring-for-a-newborn/washing-and-bathing-your-baby/'),
  'who-postnatal-2022': source('WHO recommendations on maternal and newborn care for a positive postnatal experience', 'World Health Organization', 'https://www.who.int/publications/i/item/9789240045989'),
  'nhs-premature-labour': source('Premature labour and birth', 'NHS', 'https://www.nhs.uk/pregnancy/labour-and-birth/signs-of-labour/premature-labour-and-birth/'),
  'bliss': source('Bliss: for babies born premature or sick', 'Bliss', 'https://www.bliss.org.uk/'),
  'who-preterm-lbw-2022': source('WHO recommendations for care of the preterm or low-birth-weight infant (2022)', 'World Health Organization', 'https://www.who.int/publications/i/item/9789240058262'),
  'nhs-making-up-formula': source('How to make up baby formula', 'NHS', 'https://www.nhs.uk/baby/breastfeeding-and-bottle-feeding/bottle-feeding/making-up-baby-formula/'),
  'nhs-types-of-formula': source('Types of formula', 'NHS', 'https://www.nhs.uk/baby/breastfeeding-and-bottle-feeding/bottle-feeding/types-of-formula/'),
  'who-formula-preparation': source('Safe preparation, storage and handling of powdered infant formula: guidelines (WHO and FAO, 2007)', 'World Health Organization', 'https://www.who.int/publications/i/item/9789241595414'),
  'nhs-diarrhoea-vomiting': source('Diarrhoea and vomiting', 'NHS', 'https://www.nhs.uk/conditions/diarrhoea-and-vomiting/'),
  'nice-cg84': source('Diarrhoea and vomiting caused by gastroenteritis in under 5s: diagnosis and management (CG84)', 'NICE', 'https://www.nice.org.uk/guidance/cg84'),
  'who-diarrhoea': source('Diarrhoeal disease: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/diarrhoeal-disease'),
  'nhs-first-solid-foods': source('Your baby’s first solid foods', 'NHS', 'https://www.nhs.uk/baby/weaning-and-feeding/babys-first-solid-foods/'),
  'nhs-foods-to-avoid-babies': source('Foods to avoid giving babies and young children', 'NHS', 'https://www.nhs.uk/baby/weaning-and-feeding/foods-to-avoid-giving-babies-and-young-children/'),
  'nhs-vitamins-children': source('Vitamins for children', 'NHS', 'https://www.nhs.uk/baby/weaning-and-feeding/vitamins-for-children/'),
  'nhs-food-allergies-babies': source('Food allergies in babies and young children', 'NHS', 'https://www.nhs.uk/baby/weaning-and-feeding/food-allergies-in-babies-and-young-children/'),
  'nhs-anaphylaxis': source('Anaphylaxis', 'NHS', 'https://www.nhs.uk/conditions/anaphylaxis/'),
  'who-complementary-feeding-2023': source('WHO guideline for complementary feeding of infants and young children 6 to 23 months of age (2023)', 'World Health Organization', 'https://www.who.int/publications/i/item/9789240081864'),
  'nhs-reduce-sids': source('Reduce the risk of sudden infant death syndrome (SIDS)', 'NHS', 'https://www.nhs.uk/baby/caring-for-a-newborn/reduce-the-risk-of-sudden-infant-death-syndrome/'),
  'nhs-soothing-crying-baby': source('Soothing a crying baby', 'NHS', 'https://www.nhs.uk/baby/caring-for-a-newborn/soothing-a-crying-baby/'),
  'nhs-colic': source('Colic', 'NHS', 'https://www.nhs.uk/conditions/colic/'),
  'lullaby-safer-sleep': source('Safer sleep advice', 'The Lullaby Trust', 'https://www.lullabytrust.org.uk/safer-sleep-advice/'),
  'uwakwe-2003': source('Uwakwe (2003): validation of the Edinburgh Postnatal Depression Scale in Nigerian women after birth (Acta Psychiatrica Scandinavica)', 'PubMed', 'https://pubmed.ncbi.nlm.nih.gov/?term=Uwakwe+2003+Edinburgh+Postnatal+Depression+Scale+Nigerian'),
  'adewuya-2006': source('Adewuya and others (2006): validation of the Edinburgh Postnatal Depression Scale in late pregnancy among Nigerian women', 'PubMed', 'https://pubmed.ncbi.nlm.nih.gov/?term=Adewuya+2006+Edinburgh+Postnatal+Depression+Scale+Nigerian+women'),

  // Gynaecology and sexual health
  'nhs-heavy-periods': source('Heavy periods', 'NHS', 'https://www.nhs.uk/conditions/heavy-periods/'),
  'nice-ng88': source('Heavy menstrual bleeding: assessment and management (NG88)', 'NICE', 'https://www.nice.org.uk/guidance/ng88'),
  'nhs-toxic-shock': source('Toxic shock syndrome', 'NHS', 'https://www.nhs.uk/conditions/toxic-shock-syndrome/'),
  'nhs-pid': source('Pelvic inflammatory disease', 'NHS', 'https://www.nhs.uk/conditions/pelvic-inflammatory-disease-pid/'),
  'nhs-kidney-infection': source('Kidney infection', 'NHS', 'https://www.nhs.uk/conditions/kidney-infection/'),
  'nhs-post-menopausal-bleeding': source('Post-menopausal bleeding', 'NHS', 'https://www.nhs.uk/conditions/post-menopausal-bleeding/'),
  'nhs-periods': source('Periods', 'NHS', 'https://www.nhs.uk/conditions/periods/'),
  'nhs-pcos': source('Polycystic ovary syndrome', 'NHS', 'https://www.nhs.uk/conditions/polycystic-ovary-syndrome-pcos/'),
  'nhs-ovarian-cancer': source('Ovarian cancer', 'NHS', 'https://www.nhs.uk/conditions/ovarian-cancer/'),
  'nhs-vulval-cancer': source('Vulval cancer', 'NHS', 'https://www.nhs.uk/conditions/vulval-cancer/'),
  'nhs-breast-cancer-women': source('Breast cancer in women', 'NHS', 'https://www.nhs.uk/conditions/breast-cancer/'),
  'nhs-colposcopy': source('Colposcopy', 'NHS', 'https://www.nhs.uk/conditions/colposcopy/'),
  'nhs-stis': source('Sexually transmitted infections (STIs)', 'NHS', 'https://www.nhs.uk/conditions/sexually-transmitted-infections-stis/'),
  'fsrh-contraception-after-pregnancy': source('Contraception after pregnancy (FSRH guideline, January 2017, amended October 2020)', 'Faculty of Sexual and Reproductive Healthcare', 'https://www.fsrh.org/news/new-fsrh-guideline--contraception-after-pregnancy/'),
  'who-family-planning-handbook': source('Family planning: a global handbook for providers (2022)', 'World Health Organization', 'https://www.who.int/publications/i/item/9780999203705'),
  'nhs-emergency-contraception': source('Emergency contraception', 'NHS', 'https://www.nhs.uk/contraception/emergency-contraception/'),
  'fsrh-emergency-contraception': source('Emergency contraception (FSRH guideline, March 2017)', 'Faculty of Sexual and Reproductive Healthcare', 'https://www.fsrh.org/standards-and-guidance/documents/ceu-clinical-guidance-emergency-contraception-march-2017/'),
  'nhs-thrush': source('Vaginal thrush', 'NHS', 'https://www.nhs.uk/conditions/vaginal-thrush/'),
  'nhs-ivf': source('IVF', 'NHS', 'https://www.nhs.uk/conditions/ivf/'),
  'nhs-testicle-pain': source('Testicle pain', 'NHS', 'https://www.nhs.uk/conditions/testicle-pain/'),
  'nhs-vomiting-blood': source('Vomiting blood', 'NHS', 'https://www.nhs.uk/conditions/vomiting-blood/'),
  'gov-domestic-abuse': source('Domestic abuse: how to get help', 'GOV.UK', 'https://www.gov.uk/guidance/domestic-abuse-how-to-get-help'),
  'nhs-sexual-assault': source('Help after rape and sexual assault', 'NHS', 'https://www.nhs.uk/live-well/sexual-health/help-after-rape-and-sexual-assault/'),

  // Issue 21: postpartum and gynaecology guides
  'nhs-contraception': source('Contraception guide', 'NHS', 'https://www.nhs.uk/contraception/'),
  'nhs-menopause': source('Menopause', 'NHS', 'https://www.nhs.uk/conditions/menopause/'),
  'nice-ng23': source('Menopause: identification and management (NG23)', 'NICE', 'https://www.nice.org.uk/guidance/ng23'),
  'nhs-abortion': source('Abortion', 'NHS', 'https://www.nhs.uk/conditions/abortion/'),
  'uk-abortion-act': source('Abortion Act 1967', 'legislation.gov.uk', 'https://www.legislation.gov.uk/ukpga/1967/87/contents'),
  'nice-ng140': source('Abortion care (NG140)', 'NICE', 'https://www.nice.org.uk/guidance/ng140'),
  'nhs-fgm': source('Female genital mutilation (FGM)', 'NHS', 'https://www.nhs.uk/conditions/female-genital-mutilation-fgm/'),
  'gov-fgm-protection-orders': source('Female genital mutilation (FGM) protection orders', 'GOV.UK', 'https://www.gov.uk/government/publications/female-genital-mutilation-protection-orders-fgm700/female-genital-mutilation-fgm-protection-orders'),
  'naptip-vapp': source('The Violence Against Persons (Prohibition) Act 2015', 'NAPTIP (Nigeria)', 'https://nsod.naptip.gov.ng/index.php/vapp'),

  // For the Nigeria site: WHO guidance behind the warning signs, where the UK site cites the NHS or NICE.
  'who-basic-emergency-care': source('Basic emergency care: approach to the acutely ill and injured', 'World Health Organization', 'https://www.who.int/publications/i/item/9789241513081'),
  'who-abortion-care': source('Abortion care guideline (2022), including care after a miscarriage', 'World Health Organization', 'https://www.who.int/publications/i/item/9789240039483'),
  'who-pre-eclampsia': source('WHO recommendations for prevention and treatment of pre-eclampsia and eclampsia', 'World Health Organization', 'https://www.who.int/publications/i/item/9789241548335'),
  'who-intrapartum-care': source('WHO recommendations: intrapartum care for a positive childbirth experience', 'World Health Organization', 'https://www.who.int/publications/i/item/9789241550215'),
  'who-peripartum-infections': source('WHO recommendations for prevention and treatment of maternal peripartum infections', 'World Health Organization', 'https://www.who.int/publications/i/item/9789241549363'),
  'who-postpartum-haemorrhage': source('WHO recommendations for the prevention and treatment of postpartum haemorrhage', 'World Health Organization', 'https://www.who.int/publications/i/item/9789241548502'),
  'who-hyperglycaemia-pregnancy': source('Diagnostic criteria and classification of hyperglycaemia first detected in pregnancy', 'World Health Organization', 'https://www.who.int/publications/i/item/WHO-NMH-MND-13.2'),
  'who-perinatal-mental-health': source('Guide for integration of perinatal mental health in maternal and child health services', 'World Health Organization', 'https://www.who.int/publications/i/item/9789240057142'),
  'who-maternal-mental-health': source('Maternal mental health', 'World Health Organization', 'https://www.who.int/teams/mental-health-and-substance-use/promotion-prevention/maternal-mental-health'),
  'who-cervical-precancer': source('WHO guideline for screening and treatment of cervical pre-cancer lesions, 2nd edition', 'World Health Organization', 'https://www.who.int/publications/i/item/9789240030824'),
  'who-sepsis': source('Sepsis: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/sepsis'),
  'who-meningitis': source('Meningitis: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/meningitis'),
  'who-suicide': source('Suicide: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/suicide'),
  'who-anaemia': source('Anaemia: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/anaemia'),
  'who-listeriosis': source('Listeriosis: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/listeriosis'),
  'who-emergency-contraception': source('Emergency contraception: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/emergency-contraception'),
  'who-preterm-birth': source('Preterm birth: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/preterm-birth'),
  'who-malaria': source('Malaria: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/malaria'),
  'who-hiv': source('HIV and AIDS: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/hiv-aids'),
  'who-stis': source('Sexually transmitted infections (STIs): fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/sexually-transmitted-infections-(stis)'),
  'who-family-planning': source('Family planning/contraception methods: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/family-planning-contraception'),
  'who-infertility': source('Infertility: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/infertility'),
  'who-infant-feeding': source('Infant and young child feeding: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/infant-and-young-child-feeding'),
  'who-endometriosis': source('Endometriosis: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/endometriosis'),
  'who-pcos': source('Polycystic ovary syndrome: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/polycystic-ovary-syndrome'),
  'who-menopause': source('Menopause: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/menopause'),
  'who-cervical-cancer': source('Cervical cancer: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/cervical-cancer'),
  'who-breast-cancer': source('Breast cancer: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/breast-cancer'),
  'who-fgm': source('Female genital mutilation: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/female-genital-mutilation'),
  'who-violence-against-women': source('Violence against women: fact sheet', 'World Health Organization', 'https://www.who.int/news-room/fact-sheets/detail/violence-against-women'),
} as const satisfies Record<string, Reference>;

/** The id of a shared source. */
export type SourceId = keyof typeof sources;
