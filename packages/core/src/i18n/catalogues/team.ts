import { catalogueArea } from '../catalogue-source.ts';

/** The team page (/team/{webShopId}) and the site's front page (issue 29). Data, not logic. */
export const teamTexts = catalogueArea({
  en: {
    // The team page
    'team.pageDescription':
      'Support {group}: choose a participant and buy an e-book. 50% of every purchase goes to the group.',
    'team.loading': 'Loading the team...',
    'team.tryAgain': 'Try again',
    'team.groupGoal': 'The group’s goal',
    'team.raisedNoGoal': '{sold} raised so far',
    'team.participants': '{count, plural, one {# participant} other {# participants}}',
    'team.noParticipants': 'No participant’s store is open yet. Come back soon!',
    'team.supportTheTeam': 'Support the team',
    'team.supportTitle': 'Whom would you like to support?',
    'team.supportIntro': 'Choose a participant: you buy in their store, and it counts for the whole team.',
    'team.findParticipant': 'Find a participant',
    'team.noMatch': 'No participant by that name.',
    'team.close': 'Close',
    'team.asWhole': 'The team as a whole',
    'team.supportWhole': 'Buy for the team as a whole',
    'team.supportWholeHint': 'Not sure whom to pick? Your purchase counts for the whole group.',
    // The organiser's Start
    'team.linkTitle': 'Team page',
    'team.linkText':
      'One link for the whole group: supporters see the team’s progress and choose whom to support. Share it where you cannot name every participant.',
    'team.copyLink': 'Copy link',
    'team.openPage': 'Open team page',
    // The site's front page (/)
    'front.pageTitle': 'E-book fundraisers for school classes and teams',
    'front.pageDescription':
      'Fundshop is a free fundraiser for school classes, teams and clubs: every participant gets a store link, supporters buy e-books by card and 50% of every purchase goes to the group.',
    'front.title': 'Raise money for your group with e-books',
    'front.whatItIs':
      'Fundshop is a free fundraiser for school classes, teams and clubs: every participant gets a personal store link and QR code to share.',
    'front.howSupportersBuy':
      'Supporters buy e-books by card without an account, and 50% of every purchase goes to the group.',
    'front.howItEnds':
      'The organiser follows the sales on a dashboard and, when the fundraiser ends, the group’s share is paid out.',
    'front.tryDemo': 'Try the demo store',
    'front.startFundraiser': 'Start a fundraiser',
    'front.loginTitle': 'Already taking part?',
    'front.organiserLogin': 'Organiser login',
    'front.participantLogin': 'Participant login',
  },
  sv: {
    'team.pageDescription': 'Stöd {group}: välj en deltagare och köp en e-bok. 50 % av varje köp går till gruppen.',
    'team.loading': 'Laddar laget...',
    'team.tryAgain': 'Försök igen',
    'team.groupGoal': 'Gruppens mål',
    'team.raisedNoGoal': '{sold} insamlat hittills',
    'team.participants': '{count, plural, one {# deltagare} other {# deltagare}}',
    'team.noParticipants': 'Ingen deltagares butik är öppen än. Titta in snart igen!',
    'team.supportTheTeam': 'Stöd laget',
    'team.supportTitle': 'Vem vill du stödja?',
    'team.supportIntro': 'Välj en deltagare: du handlar i deltagarens butik, och det räknas för hela laget.',
    'team.findParticipant': 'Sök deltagare',
    'team.noMatch': 'Ingen deltagare med det namnet.',
    'team.close': 'Stäng',
    'team.asWhole': 'Hela laget',
    'team.supportWhole': 'Köp för hela laget',
    'team.supportWholeHint': 'Osäker på vem du ska välja? Ditt köp räknas för hela gruppen.',
    'team.linkTitle': 'Lagets sida',
    'team.linkText':
      'En länk för hela gruppen: supportrar ser lagets framsteg och väljer vem de vill stödja. Dela den där du inte kan nämna varje deltagare.',
    'team.copyLink': 'Kopiera länk',
    'team.openPage': 'Öppna lagets sida',
    'front.pageTitle': 'Insamlingar med e-böcker för skolklasser och lag',
    'front.pageDescription':
      'Fundshop är en kostnadsfri insamling för skolklasser, lag och föreningar: varje deltagare får en butikslänk, supportrar köper e-böcker med kort och 50 % av varje köp går till gruppen.',
    'front.title': 'Samla in pengar till din grupp med e-böcker',
    'front.whatItIs':
      'Fundshop är en kostnadsfri insamling för skolklasser, lag och föreningar: varje deltagare får en egen butikslänk och QR-kod att dela.',
    'front.howSupportersBuy': 'Supportrar köper e-böcker med kort utan konto, och 50 % av varje köp går till gruppen.',
    'front.howItEnds':
      'Organisatören följer försäljningen på en översikt och när insamlingen är slut betalas gruppens andel ut.',
    'front.tryDemo': 'Prova demobutiken',
    'front.startFundraiser': 'Starta en insamling',
    'front.loginTitle': 'Är du redan med?',
    'front.organiserLogin': 'Logga in som organisatör',
    'front.participantLogin': 'Logga in som deltagare',
  },
  fr: {
    'team.pageDescription':
      'Appuyez {group} : choisissez un participant et achetez un livre numérique. 50 % de chaque achat va au groupe.',
    'team.loading': 'Chargement de l’équipe...',
    'team.tryAgain': 'Réessayer',
    'team.groupGoal': 'L’objectif du groupe',
    'team.raisedNoGoal': '{sold} amassés jusqu’ici',
    'team.participants': '{count, plural, one {# participant} other {# participants}}',
    'team.noParticipants': 'Aucun magasin de participant n’est encore ouvert. Revenez bientôt!',
    'team.supportTheTeam': 'Appuyer l’équipe',
    'team.supportTitle': 'Qui voulez-vous appuyer?',
    'team.supportIntro':
      'Choisissez un participant : vous achetez dans son magasin, et l’achat compte pour toute l’équipe.',
    'team.findParticipant': 'Trouver un participant',
    'team.noMatch': 'Aucun participant de ce nom.',
    'team.close': 'Fermer',
    'team.asWhole': 'L’équipe entière',
    'team.supportWhole': 'Acheter pour l’équipe entière',
    'team.supportWholeHint': 'Vous ne savez pas qui choisir? Votre achat compte pour tout le groupe.',
    'team.linkTitle': 'Page de l’équipe',
    'team.linkText':
      'Un seul lien pour tout le groupe : les partisans voient les progrès de l’équipe et choisissent qui appuyer. Partagez-le là où vous ne pouvez pas nommer chaque participant.',
    'team.copyLink': 'Copier le lien',
    'team.openPage': 'Ouvrir la page de l’équipe',
    'front.pageTitle': 'Collectes de fonds avec des livres numériques pour les classes et les équipes',
    'front.pageDescription':
      'Fundshop est une collecte de fonds gratuite pour les classes, les équipes et les clubs : chaque participant reçoit un lien de magasin, les partisans achètent des livres numériques par carte et 50 % de chaque achat va au groupe.',
    'front.title': 'Amassez des fonds pour votre groupe avec des livres numériques',
    'front.whatItIs':
      'Fundshop est une collecte de fonds gratuite pour les classes, les équipes et les clubs : chaque participant reçoit un lien de magasin personnel et un code QR à partager.',
    'front.howSupportersBuy':
      'Les partisans achètent des livres numériques par carte, sans compte, et 50 % de chaque achat va au groupe.',
    'front.howItEnds':
      'L’organisateur suit les ventes dans un tableau de bord et, à la fin de la collecte, la part du groupe lui est versée.',
    'front.tryDemo': 'Essayer le magasin de démonstration',
    'front.startFundraiser': 'Lancer une collecte de fonds',
    'front.loginTitle': 'Vous participez déjà?',
    'front.organiserLogin': 'Connexion de l’organisateur',
    'front.participantLogin': 'Connexion du participant',
  },
});
