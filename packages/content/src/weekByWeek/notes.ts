/**
 * What is special about each week of the guide: a headline, what is developing
 * after the size, and sometimes a tip for that week.
 */

import type { WeekNotes } from './types';

export const weekNotes: Readonly<Record<number, WeekNotes>> = {
  4: {
    headline: 'Your pregnancy has just begun',
    development:
      'The ball of cells has settled into the lining of your womb. Its cells are starting to form your baby, the placenta and the bag of fluid around your baby. Weeks are counted from the first day of your last period, so your baby is only about 2 weeks old.',
    tip: 'A pregnancy test can usually show a positive result from the first day of a missed period.',
  },
  5: {
    headline: 'The brain and spine begin to form',
    development:
      'A groove along your baby’s back, called the neural tube, is forming. It will become the brain and spinal cord, which is why folic acid matters now. A simple heart is forming too.',
    tip: {
      uk: 'If you take any medicines, ask a pharmacist, midwife or GP whether they are safe in pregnancy. Do not stop a prescribed medicine without advice.',
      ng: 'If you take any medicines, ask a pharmacist, doctor or health worker whether they are safe in pregnancy. Do not stop a prescribed medicine without advice.',
    },
  },
  6: {
    headline: 'The heart has started to beat',
    development:
      'The heart has started to beat, and it may show on a scan from about now. Small buds are growing that will become arms and legs.',
    tip: 'Feeling sick often starts around now. Eat small, plain snacks often, and sip drinks through the day.',
  },
  7: {
    headline: 'The face begins to form',
    development:
      'The brain is growing fast, so the head is large for the body. Dark spots show where the eyes will be, and the inner ears are forming.',
    tip: 'Tiredness is common now, because your hormones are changing. Rest when you can, and go to bed earlier if it helps.',
  },
  8: {
    headline: 'Fingers and toes begin to form',
    development:
      'The hands and feet now have ridges where fingers and toes will grow. Your baby makes small movements, but you cannot feel them yet.',
    tip: {
      uk: 'If it is autumn or winter, ask about the flu vaccine. It is safe at any stage of pregnancy and helps protect you and your baby.',
      ng: 'If you have not started antenatal care, go to your primary health care centre or a hospital antenatal clinic. WHO advises a first contact before 12 weeks.',
    },
  },
  9: {
    headline: 'The face takes shape',
    development:
      'The upper lip and nose are forming, and eyelids begin to cover the eyes. The heart, brain, lungs and kidneys keep developing.',
    tip: 'Constipation is common in pregnancy. Eat plenty of fibre, such as fruit, vegetables and wholegrain foods, and drink plenty of water.',
  },
  10: {
    headline: 'Most organs are in place',
    development:
      'Most of the main organs are in place and still developing. Tiny buds for the teeth are forming under the gums.',
    tip: {
      uk: 'If you have not seen a midwife yet, contact one or your GP now to start your antenatal care.',
      ng: 'Ask for an antenatal card at your clinic, and bring it to every contact.',
    },
  },
  11: {
    headline: 'Your baby can stretch and kick',
    development:
      'Your baby can stretch, kick and even hiccup, though you will not feel it for weeks yet. Fingernails are starting to grow.',
    tip: 'You may be wondering when to tell people you are pregnant. There is no right time: it is up to you.',
  },
  12: {
    headline: 'Your baby is fully formed',
    development:
      'All the organs, muscles, limbs and bones are in place. From now your baby mainly needs to grow. The placenta is taking over the job of feeding your baby.',
    tip: {
      uk: 'If you take 400 micrograms of folic acid, you can stop after this week. If you take the higher 5 mg dose, keep to the advice you were given.',
      ng: 'Keep taking your iron and folic acid tablets every day. WHO advises them all through pregnancy.',
    },
  },
  13: {
    headline: 'The second trimester begins',
    development: 'Your baby swallows small amounts of the fluid around them and passes it out as pee. The bones are getting harder.',
    tip: 'If you are still being sick, it may ease over the next few weeks. For most women it has eased by 16 to 20 weeks.',
  },
  14: {
    headline: 'Your baby can make faces',
    development: 'The muscles of the face work now, so your baby can frown and squint. Fine, soft hair starts to grow on the body.',
    tip: {
      uk: 'Your gums may bleed more easily in pregnancy. Keep brushing twice a day and see a dentist. NHS dental care is free while you are pregnant and for 12 months after the birth.',
      ng: 'Your gums may bleed more easily in pregnancy. Keep brushing twice a day, and see a dentist if you can.',
    },
  },
  15: {
    headline: 'Your baby may sense light',
    development: 'The eyes are still closed, but your baby may sense bright light through them. The skeleton keeps hardening into bone.',
    tip: 'Avoid contact sports and activities where you could fall, such as horse riding.',
  },
  16: {
    headline: 'The eyes begin to move',
    development: 'The eyes can make small movements from side to side. The muscles are getting stronger and the nerves are developing fast.',
    tip: 'From now, avoid exercise that has you lying flat on your back for long periods.',
  },
  17: {
    headline: 'Your baby is growing fast',
    development: 'Your baby is putting on weight quickly. The tiny bones of the ear are forming, so your baby will soon hear.',
    tip: {
      uk: 'Ask your midwife about antenatal classes near you. They help you get ready for labour, birth and feeding, and they can fill up early.',
      ng: 'Ask at your clinic about antenatal classes or talks. They help you get ready for labour, birth and feeding.',
    },
  },
  18: {
    headline: 'Your baby can hear sounds',
    development: 'Your baby can now hear sounds, such as your heartbeat and your voice. The fingers and toes have their own prints.',
    tip: 'Eat a varied diet: fruit and vegetables, starchy foods, protein such as beans, fish, eggs or meat, and some dairy foods.',
  },
  19: {
    headline: 'A creamy coating protects the skin',
    development: 'A white, creamy coating called vernix covers the skin. It protects the skin from the fluid around your baby.',
    tip: 'Leg cramps are common, often at night. Stretching your calves before bed and keeping active can help.',
  },
  20: {
    headline: 'You are halfway there',
    development:
      'From now, babies are measured from head to heel, not head to bottom. Your baby has times of sleeping and waking.',
    tip: {
      uk: 'Ask your midwife or GP for your maternity certificate (form MATB1). You can get it from 20 weeks, and you need it to claim maternity pay.',
      ng: 'Start saving a little money for the birth, and for transport to the hospital when the time comes.',
    },
  },
  21: {
    headline: 'Movements get stronger',
    development: 'Your baby’s movements are getting stronger and may feel like kicks. The gut is practising by swallowing fluid.',
    tip: 'Your baby may be busy at certain times of day. Noticing when helps you learn their pattern.',
  },
  22: {
    headline: 'Eyebrows and eyelashes grow',
    development: 'Eyebrows and eyelashes are growing. Your baby can grip with their hands and may touch their face.',
    tip: 'Mild itching is common as your bump grows and the skin stretches. Itching on the hands and feet is different: see the warning signs below.',
  },
  23: {
    headline: 'The lungs are developing',
    development:
      'The lungs are developing, and your baby practises breathing movements. The skin is thin and wrinkled, with little fat under it yet.',
    tip: 'To protect your back, lift things by bending your knees, keep your back straight, and wear flat shoes.',
  },
  24: {
    headline: 'The brain and lungs keep maturing',
    development:
      'Your baby is gaining weight steadily, and the brain and lungs keep maturing. A baby born now would need a lot of special care in hospital.',
    tip: 'From about now, your bump is measured at check-ups to check your baby’s growth.',
  },
  25: {
    headline: 'Your baby responds to sound and touch',
    development: 'Your baby may move in response to a loud noise, or to a touch through your tummy.',
    tip: {
      uk: 'If you work, tell your employer you are pregnant, and when you want your maternity leave to start, at least 15 weeks before your due week. That is around now.',
      ng: 'Keep going to your contacts even when you feel well. Checks such as blood pressure find problems early, when they are easier to treat.',
    },
  },
  26: {
    headline: 'The eyes begin to open',
    development: 'Your baby’s eyes begin to open. Your baby can blink and may turn away from bright light.',
    tip: 'Trouble sleeping is common. A pillow between your knees or under your bump can help you get comfortable.',
  },
  27: {
    headline: 'The last week of the second trimester',
    development:
      'Your baby has a pattern of sleeping and waking. You may feel small, regular jerks when your baby has hiccups.',
    tip: 'Swollen feet and ankles are common, especially at the end of the day. Put your feet up when you can.',
  },
  28: {
    headline: 'The third trimester begins',
    development: 'Your baby’s eyes can open and close. Fat is building up under the skin, so your baby looks less wrinkled.',
  },
  29: {
    headline: 'The bones are fully formed',
    development: 'Your baby’s bones are fully formed, but still soft. Your baby is gaining weight fast now.',
    tip: 'Plan how you will get to where you will give birth when labour starts, including at night and at weekends.',
  },
  30: {
    headline: 'The brain is growing fast',
    development: 'The brain is growing fast, and your baby can tell light from dark.',
    tip: {
      uk: 'Think about your birth plan: where you would like to give birth and what pain relief you might want. Talk it through with your midwife.',
      ng: 'Plan where you will give birth with a skilled birth attendant, such as a midwife, nurse or doctor, and how you will pay for it.',
    },
  },
  31: {
    headline: 'The fine body hair starts to go',
    development: 'The fine hair that covered your baby’s body starts to fall away. The fingernails reach the ends of the fingers.',
    tip: 'Feeling short of breath is common as your womb pushes up. Take things slowly and sit up straight.',
  },
  32: {
    headline: 'Your baby may be lying head down',
    development: 'Many babies lie head down by now, ready for birth, but there is still time to turn.',
    tip: 'Babies do not move less near the end of pregnancy. Their movements may feel different as they have less room.',
  },
  33: {
    headline: 'The skull stays soft for birth',
    development:
      'The bones of the skull are not joined yet, so your baby’s head can change shape a little during birth.',
    tip: 'Pack a bag for the birth, with things for you, and clothes and nappies for your baby.',
  },
  34: {
    headline: 'Your baby is storing fat',
    development: 'Fat under the skin will help your baby keep warm after birth. The lungs are nearly mature.',
    tip: {
      uk: 'Learn about feeding your baby. Breast milk is all your baby needs for about the first 6 months, and your midwife can help you get ready.',
      ng: 'Learn about feeding your baby. Breast milk is all your baby needs for about the first 6 months, and your health worker can help you get ready.',
    },
  },
  35: {
    headline: 'There is less room to move',
    development: 'Your baby is curled up in the womb now. You may feel more squirms and pushes than kicks.',
    tip: 'Get things ready at home for your baby: somewhere safe to sleep, clothes, nappies and a way to keep them warm.',
  },
  36: {
    headline: 'Your baby may move down',
    development:
      'Your baby may move lower into your pelvis, ready for birth. In a second pregnancy this often happens later, during labour.',
    tip: {
      uk: 'Keep your maternity notes with you wherever you go.',
      ng: 'Keep your antenatal card with you wherever you go.',
    },
  },
  37: {
    headline: 'Your baby is full term',
    development:
      'A baby born from 37 weeks is full term. Your baby’s gut holds the first poo, called meconium, which usually comes out after birth.',
    tip: 'Only a small number of babies arrive on their due date. Most come in the weeks around it.',
  },
  38: {
    headline: 'Your baby is ready to be born',
    development: 'Most of the fine body hair has gone, and your baby keeps putting on fat.',
    tip: 'Rest when you can, and keep eating well.',
  },
  39: {
    headline: 'Still growing until birth',
    development: 'Your baby is still growing, and the brain and lungs keep maturing right up to birth.',
    tip: 'When tightenings start, note the time each one starts and how long it lasts. This helps you tell if labour has started.',
  },
  40: {
    headline: 'Your due date',
    development: 'Your baby is ready for life outside the womb. The skull bones can still move, to help the head through the birth canal.',
    tip: 'Your due date is an estimate. Most babies are born in the weeks around it, not on it.',
  },
  41: {
    headline: 'Past your due date',
    development: 'Many babies are born this week. Your baby keeps moving right up to and during labour.',
  },
  42: {
    headline: 'Most babies have been born',
    development: 'Most babies have been born by now. If yours has not, your baby is checked more often.',
    tip: {
      uk: 'If you chose not to have labour started for you, you are offered checks of your baby’s heartbeat and of the fluid around your baby, at least twice a week.',
      ng: 'If your baby has not come, stay under the care of the hospital where you plan to give birth. WHO advises that labour may need to be started for you.',
    },
  },
};

