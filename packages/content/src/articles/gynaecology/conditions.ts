import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** Common gynaecological conditions: PCOS, endometriosis, fibroids, infections, prolapse and cancer warning signs. */
export const conditions: Article = {
  title: 'Common gynaecological conditions',
  description:
    'Plain-English guide to PCOS, endometriosis, fibroids, ovarian cysts, vaginal infections and prolapse, with the warning signs of gynaecological cancers.',
  summary:
    'Many women live with a gynaecological condition, often for years before it is diagnosed. Symptoms such as painful or heavy periods, irregular cycles or pelvic pain are common, but they are not something to ignore. Most conditions can be treated or managed well. This guide explains the most common ones and the symptoms that should always be checked by a doctor.',
  sections: [
    {
      heading: 'Polycystic ovary syndrome (PCOS)',
      paragraphs: [
        'PCOS is one of the most common hormone conditions in women, affecting about 1 in 10. It affects how the ovaries work. Despite the name, you do not need to have cysts to have PCOS.',
        'Its usual signs are in the box below. Some women also put on weight. Some find it harder to get pregnant because they do not ovulate regularly.',
        'It is diagnosed from your symptoms, blood tests for hormones and sometimes a scan. There is no cure, but symptoms can be managed. Options include a healthy lifestyle, the combined pill to regulate periods, treatment for unwanted hair and acne, and medicines to help you ovulate. PCOS raises the long-term risk of type 2 diabetes, so regular checks are advised.',
      ],
      signs: ['possible-pcos'],
    },
    {
      heading: 'Endometriosis',
      paragraphs: [
        'In endometriosis, tissue similar to the lining of the womb grows in other places, such as the ovaries, fallopian tubes or bowel. It affects about 1 in 10 women of reproductive age.',
        'Symptoms include period pain that stops you doing normal things, pelvic pain at other times, pain during or after sex, pain when opening your bowels or peeing during your period, and difficulty getting pregnant. Some women have few symptoms.',
        'It often takes years to diagnose. A scan can sometimes show it. A keyhole operation called a laparoscopy can confirm it. Treatment includes painkillers, hormone treatment such as the pill, the hormone coil or other hormones, and surgery to remove the tissue. Keeping a pain diary can help your doctor.',
      ],
    },
    {
      heading: 'Fibroids',
      paragraphs: [
        'Fibroids are non-cancerous growths in or around the womb. They are very common and are more common in Black women. Many women never know they have them.',
        'When they do cause symptoms, these include heavy or long periods, tummy pain or swelling, needing to pee often, constipation and pain during sex. Large fibroids can sometimes affect fertility or pregnancy.',
        'Fibroids that do not cause problems do not need treatment, and they often shrink after the menopause. Medicines can reduce heavy bleeding. Larger fibroids can be removed by surgery (myomectomy), shrunk by blocking their blood supply, or treated by removing the womb (hysterectomy) if you do not want more children.',
      ],
    },
    {
      heading: 'Ovarian cysts',
      paragraphs: [
        'An ovarian cyst is a fluid-filled sac on an ovary. Most are harmless, cause no symptoms and go away on their own within a few months.',
        'Larger cysts can cause pelvic pain, bloating or pain during sex. A cyst that bursts or twists the ovary can cause sudden, severe pain. Cysts after the menopause are checked more carefully.',
      ],
      signs: ['severe-pain-or-collapse'],
    },
    {
      heading: 'Vaginal infections and urine infections',
      paragraphs: [
        'Thrush is a common yeast infection. It causes itching, soreness and a thick white discharge. It is not a sexually transmitted infection (STI). It is usually easy to treat with a cream, a pessary (a tablet you put in the vagina) or a tablet you swallow, from a pharmacy.',
        {
          uk: 'If you are pregnant or breastfeeding, do not take thrush tablets by mouth. See your midwife or GP, who can advise a cream or pessary that is safe.',
          ng: 'If you are pregnant or breastfeeding, do not take thrush tablets by mouth. See a midwife or doctor, who can advise a cream or pessary that is safe.',
        },
        'Bacterial vaginosis (BV) is also common. It causes a thin grey or white discharge with a fishy smell. It is treated with antibiotics.',
        'Urine infections make peeing sting, send you to the toilet often and can cause pain low in the tummy. They often need antibiotics. A high temperature or pain in the back or side may mean a kidney infection.',
        'Pelvic inflammatory disease (PID) is an infection of the womb, tubes or ovaries, often caused by an STI. It causes pelvic pain, pain during sex and unusual discharge. Treating it early with antibiotics lowers the risk of problems getting pregnant later.',
      ],
      signs: ['kidney-infection', 'pelvic-infection', 'pregnancy-discharge-change'],
    },
    {
      heading: 'Pelvic organ prolapse',
      paragraphs: [
        'Prolapse is when the womb, bladder or bowel drops down into the vagina because the supporting muscles are weak. It is more common after childbirth and the menopause.',
        'You may feel a heavy, dragging feeling or a bulge in the vagina, or have trouble peeing or opening your bowels. Pelvic floor exercises, a support device called a pessary, and surgery can all help.',
      ],
    },
    {
      heading: 'Warning signs of gynaecological cancers',
      paragraphs: [
        'Cancers of the cervix, womb, ovaries, vulva and vagina are less common, and most symptoms turn out to have a harmless cause. But finding cancer early makes treatment far more successful. These are the signs to get checked:',
      ],
      signs: ['postmenopausal-bleeding', 'bleeding-between-periods', 'gynaecological-cancer-symptoms'],
    },
    {
      heading: 'Getting a diagnosis',
      paragraphs: [
        {
          uk: 'Start with your GP. Keeping a diary of your symptoms and periods for a few months helps. If you do not feel listened to, you can ask for a second opinion or a referral to a gynaecologist.',
          ng: 'Start with a doctor at a hospital or clinic. Keeping a diary of your symptoms and periods for a few months helps. If you do not feel listened to, you can ask for a second opinion or a referral to a gynaecologist, for example at a teaching hospital.',
        },
        'Be wary of products or remedies that promise to cure fibroids, PCOS or endometriosis. They can delay treatment that works.',
      ],
    },
  ],
  whenToGetHelp: {
    intro: {
      uk: 'Book a GP appointment for symptoms that keep coming back or affect your daily life. Some symptoms need faster help.',
      ng: 'See a doctor for symptoms that keep coming back or affect your daily life. Some symptoms need faster help.',
    },
    signs: [
      'severe-pain-or-collapse',
      'heavy-bleeding-faint',
      'sepsis',
      'possible-ectopic',
      'pregnancy-bleeding',
      'pelvic-infection',
      'kidney-infection',
      'heavy-periods-tiredness',
      'postmenopausal-bleeding',
      'possible-pcos',
    ],
  },
  references: [
    sources['nhs-thrush'],
    sources['nhs-pcos'],
    {
      title: 'Endometriosis',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/conditions/endometriosis/',
    },
    {
      title: 'Fibroids',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/conditions/fibroids/',
    },
    {
      title: 'Endometriosis: diagnosis and management (NG73)',
      publisher: 'NICE',
      url: 'https://www.nice.org.uk/guidance/ng73',
    },
    sources['who-endometriosis'],
    sources['who-pcos'],
  ],
  review: contentReview,
};
