import { catalogueArea } from '../catalogue-source.ts';

/** Notices to sellers and organisers: sales, the daily summary, reminders, the end, unsubscribing (issue 29). Data, not logic. */
export const noticeTexts = catalogueArea({
  en: {
    'notice.unsubscribeTitle': 'Unsubscribe',
    'notice.unsubscribeSalesQuestion': 'Stop the mails about new sales?',
    'notice.unsubscribeSummaryQuestion': 'Stop the daily sales summary?',
    'notice.unsubscribeEndQuestion': 'Stop the message at the end of the fundraiser?',
    'notice.unsubscribeReminderQuestion': 'Stop the reminder to share your store?',
    'notice.unsubscribeOtherMails': 'Mails you need, such as login details, still arrive.',
    'notice.unsubscribeButton': 'Unsubscribe',
    'notice.unsubscribedTitle': 'You are unsubscribed',
    'notice.unsubscribedText': 'You will not get these mails any more.',
    'notice.resubscribeButton': 'Send them again',
    'notice.resubscribedTitle': 'You will get these mails again',
    'notice.resubscribedText': 'The next one comes when there is news.',
    'notice.unsubscribeInvalidTitle': 'Link not valid',
    'notice.unsubscribeInvalid': 'This unsubscribe link is not valid. Please use the link in the mail.',
    'notice.unsubscribeLink': 'Unsubscribe from these mails',
    'notice.saleSubject': '{count, plural, one {You sold # e-book!} other {You sold # e-books!}}',
    'notice.saleSubjectGuardian': '{count, plural, one {{seller} sold # e-book!} other {{seller} sold # e-books!}}',
    'notice.saleLine':
      '{count, plural, one {You sold # e-book to {buyer}} other {You sold # e-books to {buyer}}} — send a thank-you!',
    'notice.saleLineGuardian':
      '{count, plural, one {{seller} sold # e-book to {buyer}} other {{seller} sold # e-books to {buyer}}} — a thank-you would make their day!',
    'notice.aSupporter': 'a supporter',
    'notice.moreSupporters': '{count, plural, one {…and # more supporter.} other {…and # more supporters.}}',
    'notice.thankYouIntro': 'A thank-you you can copy, change and send:',
    'notice.thankYouMessage':
      'Thank you so much for supporting {group}, {buyer}! Every e-book brings us closer to our goal. – {seller}',
    'notice.openStart': 'Open your start page',
    'notice.summarySubject': '{group} today: {count, plural, one {# e-book sold} other {# e-books sold}}',
    'notice.summarySold': 'Sold today: {count, plural, one {# e-book} other {# e-books}}, {amount} in sales.',
    'notice.summaryTop': 'Top sellers today:',
    'notice.summaryTopLine': '{rank}. {name}: {count, plural, one {# e-book} other {# e-books}}',
    'notice.summaryNotYet':
      '{count, plural, one {# participant has not sold yet: {names}. A word from you can help.} other {# participants have not sold yet: {names}. A word from you can help.}}',
    'notice.summaryAllSold': 'Every participant has sold at least one e-book.',
    'notice.andMore': '{count, plural, one {# more} other {# more}}',
    'notice.openDashboard': 'Open your dashboard',
    'notice.reminderSubject': 'Your store for {group} is waiting for its first sale',
    'notice.reminderText':
      '{group} is raising money, and your store is ready. Family and friends are glad to help: send them your link in your own words.',
    'notice.reminderHowTo':
      'Your start page has a ready message to send by text, WhatsApp or email, and a poster to print.',
    'notice.reminderGuardian':
      '{group} is raising money, and {seller}’s store is ready. Family and friends are glad to help: the start page has a ready message to send and a poster to print.',
    'notice.endSubject': 'The {group} fundraiser is over: {sold} raised',
    'notice.endGroup': 'Together you raised {sold}; {share} of it goes to the group.',
    'notice.endOwn': 'You sold {count, plural, one {# e-book} other {# e-books}}, {sold} in all. Thank you!',
    'notice.endOwnGuardian':
      '{seller} sold {count, plural, one {# e-book} other {# e-books}}, {sold} in all. Thank you both!',
    'notice.endOwnNone': 'Thank you for taking part!',
    'notice.endOrganiser': 'Thank your participants: your start page shows what each of them sold.',
    'notice.paidSubject': 'The money has arrived: {group} received {amount}',
    'notice.paidText': 'The payout of {amount} has reached the group’s account.',
    // After an operator moves an order between participants (console reassign): the order's figures only, never the
    // supporter, whom a participant cannot reach (docs/decisions/0036).
    'notice.movedToSubject': 'An order was moved to your store',
    'notice.movedToSubjectGuardian': 'An order was moved to {seller}’s store',
    'notice.movedToText':
      'Fundshop’s support moved order {order} ({count, plural, one {# e-book} other {# e-books}}, {total}) to your store for {group}: it now counts towards your sales.',
    'notice.movedToTextGuardian':
      'Fundshop’s support moved order {order} ({count, plural, one {# e-book} other {# e-books}}, {total}) to {seller}’s store for {group}: it now counts towards {seller}’s sales.',
    'notice.movedToNothingToDo': 'Nothing is needed from you: Fundshop’s support has looked after the supporter.',
    'notice.movedFromSubject': 'An order was moved from your store',
    'notice.movedFromSubjectGuardian': 'An order was moved from {seller}’s store',
    'notice.movedFromText':
      'Fundshop’s support moved order {order} ({total}) to another participant of {group}: it no longer counts towards your sales. The group’s total is the same.',
    'notice.movedFromTextGuardian':
      'Fundshop’s support moved order {order} ({total}) from {seller}’s store to another participant of {group}: it no longer counts towards {seller}’s sales. The group’s total is the same.',
  },
  sv: {
    'notice.unsubscribeTitle': 'Avregistrera',
    'notice.unsubscribeSalesQuestion': 'Sluta få mejl om nya försäljningar?',
    'notice.unsubscribeSummaryQuestion': 'Sluta få den dagliga försäljningssammanfattningen?',
    'notice.unsubscribeEndQuestion': 'Sluta få meddelandet när insamlingen är slut?',
    'notice.unsubscribeReminderQuestion': 'Sluta få påminnelsen om att dela din butik?',
    'notice.unsubscribeOtherMails': 'Mejl du behöver, som inloggningsuppgifter, kommer fortfarande.',
    'notice.unsubscribeButton': 'Avregistrera',
    'notice.unsubscribedTitle': 'Du är avregistrerad',
    'notice.unsubscribedText': 'Du får inte de här mejlen längre.',
    'notice.resubscribeButton': 'Skicka dem igen',
    'notice.resubscribedTitle': 'Du får de här mejlen igen',
    'notice.resubscribedText': 'Nästa kommer när det finns något nytt.',
    'notice.unsubscribeInvalidTitle': 'Länken fungerar inte',
    'notice.unsubscribeInvalid': 'Den här avregistreringslänken är inte giltig. Använd länken i mejlet.',
    'notice.unsubscribeLink': 'Avregistrera dig från de här mejlen',
    'notice.saleSubject': '{count, plural, one {Du har sålt # e-bok!} other {Du har sålt # e-böcker!}}',
    'notice.saleSubjectGuardian':
      '{count, plural, one {{seller} har sålt # e-bok!} other {{seller} har sålt # e-böcker!}}',
    'notice.saleLine':
      '{count, plural, one {Du sålde # e-bok till {buyer}} other {Du sålde # e-böcker till {buyer}}} – skicka ett tack!',
    'notice.saleLineGuardian':
      '{count, plural, one {{seller} sålde # e-bok till {buyer}} other {{seller} sålde # e-böcker till {buyer}}} – ett tack blir säkert uppskattat!',
    'notice.aSupporter': 'en supporter',
    'notice.moreSupporters': '{count, plural, one {…och # supporter till.} other {…och # supportrar till.}}',
    'notice.thankYouIntro': 'Ett tack du kan kopiera, ändra och skicka:',
    'notice.thankYouMessage':
      'Tack så mycket för att du stöttar {group}, {buyer}! Varje e-bok tar oss närmare vårt mål. – {seller}',
    'notice.openStart': 'Öppna din startsida',
    'notice.summarySubject': '{group} i dag: {count, plural, one {# e-bok såld} other {# e-böcker sålda}}',
    'notice.summarySold': 'Sålt i dag: {count, plural, one {# e-bok} other {# e-böcker}}, {amount} i försäljning.',
    'notice.summaryTop': 'Dagens bästa säljare:',
    'notice.summaryTopLine': '{rank}. {name}: {count, plural, one {# e-bok} other {# e-böcker}}',
    'notice.summaryNotYet':
      '{count, plural, one {# deltagare har inte sålt något ännu: {names}. Ett ord från dig kan hjälpa.} other {# deltagare har inte sålt något ännu: {names}. Ett ord från dig kan hjälpa.}}',
    'notice.summaryAllSold': 'Alla deltagare har sålt minst en e-bok.',
    'notice.andMore': '{count, plural, one {# till} other {# till}}',
    'notice.openDashboard': 'Öppna din översikt',
    'notice.reminderSubject': 'Din butik för {group} väntar på sin första försäljning',
    'notice.reminderText':
      '{group} samlar in pengar och din butik är redo. Familj och vänner hjälper gärna till: skicka din länk med egna ord.',
    'notice.reminderHowTo':
      'På din startsida finns ett färdigt meddelande att skicka med sms, WhatsApp eller e-post, och en affisch att skriva ut.',
    'notice.reminderGuardian':
      '{group} samlar in pengar och {seller}s butik är redo. Familj och vänner hjälper gärna till: på startsidan finns ett färdigt meddelande att skicka och en affisch att skriva ut.',
    'notice.endSubject': 'Insamlingen för {group} är slut: {sold} insamlat',
    'notice.endGroup': 'Tillsammans samlade ni in {sold}; {share} av det går till gruppen.',
    'notice.endOwn': 'Du sålde {count, plural, one {# e-bok} other {# e-böcker}}, {sold} totalt. Tack!',
    'notice.endOwnGuardian':
      '{seller} sålde {count, plural, one {# e-bok} other {# e-böcker}}, {sold} totalt. Tack till er båda!',
    'notice.endOwnNone': 'Tack för att du var med!',
    'notice.endOrganiser': 'Tacka era deltagare: startsidan visar vad var och en sålde.',
    'notice.paidSubject': 'Pengarna har kommit: {group} har fått {amount}',
    'notice.paidText': 'Utbetalningen på {amount} har nått gruppens konto.',
    'notice.movedToSubject': 'En beställning har flyttats till din butik',
    'notice.movedToSubjectGuardian': 'En beställning har flyttats till {seller}s butik',
    'notice.movedToText':
      'Fundshops support har flyttat beställning {order} ({count, plural, one {# e-bok} other {# e-böcker}}, {total}) till din butik för {group}: den räknas nu till din försäljning.',
    'notice.movedToTextGuardian':
      'Fundshops support har flyttat beställning {order} ({count, plural, one {# e-bok} other {# e-böcker}}, {total}) till {seller}s butik för {group}: den räknas nu till {seller}s försäljning.',
    'notice.movedToNothingToDo': 'Du behöver inte göra något: Fundshops support har tagit hand om supportern.',
    'notice.movedFromSubject': 'En beställning har flyttats från din butik',
    'notice.movedFromSubjectGuardian': 'En beställning har flyttats från {seller}s butik',
    'notice.movedFromText':
      'Fundshops support har flyttat beställning {order} ({total}) till en annan deltagare i {group}: den räknas inte längre till din försäljning. Gruppens totala försäljning är densamma.',
    'notice.movedFromTextGuardian':
      'Fundshops support har flyttat beställning {order} ({total}) från {seller}s butik till en annan deltagare i {group}: den räknas inte längre till {seller}s försäljning. Gruppens totala försäljning är densamma.',
  },
  fr: {
    'notice.unsubscribeTitle': 'Se désabonner',
    'notice.unsubscribeSalesQuestion': 'Ne plus recevoir les courriels sur les nouvelles ventes?',
    'notice.unsubscribeSummaryQuestion': 'Ne plus recevoir le résumé quotidien des ventes?',
    'notice.unsubscribeEndQuestion': 'Ne plus recevoir le message de fin de la collecte de fonds?',
    'notice.unsubscribeReminderQuestion': 'Ne plus recevoir le rappel de partager votre magasin?',
    'notice.unsubscribeOtherMails':
      'Les courriels dont vous avez besoin, comme vos informations de connexion, continueront d’arriver.',
    'notice.unsubscribeButton': 'Se désabonner',
    'notice.unsubscribedTitle': 'Vous êtes désabonné',
    'notice.unsubscribedText': 'Vous ne recevrez plus ces courriels.',
    'notice.resubscribeButton': 'Les recevoir à nouveau',
    'notice.resubscribedTitle': 'Vous recevrez de nouveau ces courriels',
    'notice.resubscribedText': 'Le prochain arrivera quand il y aura du nouveau.',
    'notice.unsubscribeInvalidTitle': 'Lien non valide',
    'notice.unsubscribeInvalid': 'Ce lien de désabonnement n’est pas valide. Veuillez utiliser le lien du courriel.',
    'notice.unsubscribeLink': 'Se désabonner de ces courriels',
    'notice.saleSubject':
      '{count, plural, one {Vous avez vendu # livre numérique!} other {Vous avez vendu # livres numériques!}}',
    'notice.saleSubjectGuardian':
      '{count, plural, one {{seller} a vendu # livre numérique!} other {{seller} a vendu # livres numériques!}}',
    'notice.saleLine':
      '{count, plural, one {Vous avez vendu # livre numérique à {buyer}} other {Vous avez vendu # livres numériques à {buyer}}} — envoyez-lui un merci!',
    'notice.saleLineGuardian':
      '{count, plural, one {{seller} a vendu # livre numérique à {buyer}} other {{seller} a vendu # livres numériques à {buyer}}} — un merci lui ferait plaisir!',
    'notice.aSupporter': 'un partisan',
    'notice.moreSupporters': '{count, plural, one {…et # autre partisan.} other {…et # autres partisans.}}',
    'notice.thankYouIntro': 'Un message de remerciement à copier, modifier et envoyer :',
    'notice.thankYouMessage':
      'Merci beaucoup d’appuyer {group}, {buyer}! Chaque livre numérique nous rapproche de notre objectif. – {seller}',
    'notice.openStart': 'Ouvrir votre page d’accueil',
    'notice.summarySubject':
      '{group} aujourd’hui : {count, plural, one {# livre numérique vendu} other {# livres numériques vendus}}',
    'notice.summarySold':
      'Vendu aujourd’hui : {count, plural, one {# livre numérique} other {# livres numériques}}, {amount} en ventes.',
    'notice.summaryTop': 'Meilleurs vendeurs du jour :',
    'notice.summaryTopLine': '{rank}. {name} : {count, plural, one {# livre numérique} other {# livres numériques}}',
    'notice.summaryNotYet':
      '{count, plural, one {# participant n’a encore rien vendu : {names}. Un mot de votre part peut aider.} other {# participants n’ont encore rien vendu : {names}. Un mot de votre part peut aider.}}',
    'notice.summaryAllSold': 'Chaque participant a vendu au moins un livre numérique.',
    'notice.andMore': '{count, plural, one {# autre} other {# autres}}',
    'notice.openDashboard': 'Ouvrir votre tableau de bord',
    'notice.reminderSubject': 'Votre magasin pour {group} attend sa première vente',
    'notice.reminderText':
      '{group} recueille des fonds et votre magasin est prêt. Famille et amis seront heureux d’aider : envoyez-leur votre lien avec vos propres mots.',
    'notice.reminderHowTo':
      'Votre page d’accueil offre un message prêt à envoyer par texto, WhatsApp ou courriel, et une affiche à imprimer.',
    'notice.reminderGuardian':
      '{group} recueille des fonds et le magasin de {seller} est prêt. Famille et amis seront heureux d’aider : la page d’accueil offre un message prêt à envoyer et une affiche à imprimer.',
    'notice.endSubject': 'La campagne de {group} est terminée : {sold} recueillis',
    'notice.endGroup': 'Ensemble, vous avez recueilli {sold}; {share} revient au groupe.',
    'notice.endOwn':
      'Vous avez vendu {count, plural, one {# livre numérique} other {# livres numériques}}, {sold} en tout. Merci!',
    'notice.endOwnGuardian':
      '{seller} a vendu {count, plural, one {# livre numérique} other {# livres numériques}}, {sold} en tout. Merci à vous deux!',
    'notice.endOwnNone': 'Merci d’avoir participé!',
    'notice.endOrganiser': 'Remerciez vos participants : votre page d’accueil montre ce que chacun a vendu.',
    'notice.paidSubject': 'L’argent est arrivé : {group} a reçu {amount}',
    'notice.paidText': 'Le versement de {amount} est arrivé dans le compte du groupe.',
    'notice.movedToSubject': 'Une commande a été déplacée vers votre magasin',
    'notice.movedToSubjectGuardian': 'Une commande a été déplacée vers le magasin de {seller}',
    'notice.movedToText':
      'Le soutien de Fundshop a déplacé la commande {order} ({count, plural, one {# livre numérique} other {# livres numériques}}, {total}) vers votre magasin pour {group} : elle compte maintenant dans vos ventes.',
    'notice.movedToTextGuardian':
      'Le soutien de Fundshop a déplacé la commande {order} ({count, plural, one {# livre numérique} other {# livres numériques}}, {total}) vers le magasin de {seller} pour {group} : elle compte maintenant dans les ventes de {seller}.',
    'notice.movedToNothingToDo': 'Vous n’avez rien à faire : le soutien de Fundshop s’est occupé du partisan.',
    'notice.movedFromSubject': 'Une commande a été déplacée de votre magasin',
    'notice.movedFromSubjectGuardian': 'Une commande a été déplacée du magasin de {seller}',
    'notice.movedFromText':
      'Le soutien de Fundshop a déplacé la commande {order} ({total}) vers un autre participant de {group} : elle ne compte plus dans vos ventes. Le total du groupe reste le même.',
    'notice.movedFromTextGuardian':
      'Le soutien de Fundshop a déplacé la commande {order} ({total}) du magasin de {seller} vers un autre participant de {group} : elle ne compte plus dans les ventes de {seller}. Le total du groupe reste le même.',
  },
});
