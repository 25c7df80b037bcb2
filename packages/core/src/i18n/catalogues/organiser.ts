import { CO_ORGANISER_MSG } from '../../co-organiser.ts';
import { GROUP_SETTINGS_MSG } from '../../group-settings.ts';
import { PAGE_META } from '../../page-meta.ts';
import { catalogueArea, prefixed } from '../catalogue-source.ts';

/** The organiser's screens (SPEC §2 /contactperson/*): Start, participants, webshop, details, messages, the dashboard. Data, not logic. */
export const organiserTexts = catalogueArea({
  en: {
    ...prefixed('coOrganiser', CO_ORGANISER_MSG),
    ...prefixed('groupSettings', GROUP_SETTINGS_MSG),
    // Page titles (PAGE_META keeps the English one for the server's HTML)
    'organiser.pageStart': PAGE_META.contactPersonStart.title,
    'organiser.pageDetails': PAGE_META.details.title,
    'organiser.pageWebshop': PAGE_META.webshop.title,
    'organiser.pageUndoEmailChange': PAGE_META.undoEmailChange.title,
    'organiser.pageCoOrganiserAccept': PAGE_META.coOrganiserAccept.title,
    'toolsPage.pageTitle': PAGE_META.messages.title,
    'printList.pageTitle': PAGE_META.printList.title,
    'printList.groupAndDate': '{group}, {date}',
    'printList.totals': 'Totals',
    'printList.totalSold': 'Sold in all: {sold} ({count, plural, one {# product} other {# products}})',
    'printList.sellerTotal': 'Sold: {sold}',
    'printList.buyAt': 'Supporters buy from the team page: scan the code or open',
    // Start (SPEC §2 /contactperson/start)
    'organiser.loginId': 'Login ID: {id}',
    'organiser.failedLogins':
      '{count, plural, one {One wrong password was} other {# wrong passwords were}} tried on your account since your last login, the last on {lastAt}. If that was not you, change your password under Profile.',
    'organiser.participantsTitle': 'Participants',
    'organiser.participantsText':
      'Login codes, emails and sales of every participant. Remove a participant or add them again.',
    'organiser.profileTitle': 'Profile',
    'organiser.profileText': 'Your group and contact details, the message to buyers and your password.',
    'organiser.payments': 'Payments',
    'organiser.paymentsText':
      "Set up payments so that supporters can buy in your participants' stores. Until then the stores are not open for orders.",
    'organiser.setUpPayments': 'Set up payments',
    // Profile: the organiser's details (SPEC §3) and the group's settings
    'organiser.loadingDetails': 'Loading details',
    'organiser.loadingSettings': 'Loading settings',
    'organiser.organization': 'Organisation',
    'organiser.classOrTeam': 'Class or team',
    'organiser.firstName': 'First name',
    'organiser.lastName': 'Last name',
    'organiser.email': 'Email',
    'organiser.phoneNumber': 'Phone number',
    'organiser.password': 'Password',
    'organiser.passwordHint': 'Leave empty to keep your current password.',
    'organiser.messageToBuyers': 'Message to buyers',
    'organiser.currentPassword': 'Current password',
    'organiser.currentPasswordHint': 'Needed to change your email or password.',
    'organiser.back': 'Back',
    'organiser.save': 'Save',
    'organiser.goal': 'Goal',
    'organiser.teamMembers': 'Amount of team members',
    'organiser.country': 'Country',
    'organiser.chooseCountry': 'Choose country',
    'organiser.countryIs': 'Country: {country}.',
    'organiser.messageToSupporters': 'Message to supporters',
    'organiser.emailRestored':
      "Your group's email address is {email} again, and everyone who was logged in has been logged out. We have mailed a new password to {email}: log in with it, then change your password under Profile.",
    'organiser.registerWebshop': 'Register webshop',
    'organiser.registerWebshopText':
      'Register a new webshop for another group. The registration form opens in a new tab.',
    // Co-organisers (CO_ORGANISER_MSG's texts with values)
    'coOrganiser.invited': 'Invitation sent to {email}.',
    'coOrganiser.removeQuestion':
      'Remove {label} as co-organiser? They are logged out at once and can not log in any more.',
    'coOrganiser.acceptIntro':
      'You have been invited to help run the fundraiser for {group}. Choose your name and a password; afterwards you log in on the organiser login with your email and this password.',
    'coOrganiser.mailSubject': 'You are invited to help run the {group} fundraiser',
    'coOrganiser.mailHello': 'Hi,',
    'coOrganiser.mailInvites':
      '{organiser} invites you to be a co-organiser of the Fundshop fundraiser for {group}: you can add participants, follow the sales and manage orders.',
    'coOrganiser.mailAcceptWithin':
      'Accept with the button below within {days, plural, one {# day} other {# days}}; the link works once. If you do not know what this is about, ignore this mail.',
    // The dashboard
    'board.qrCodeLabel': 'QR code of the webshop link',
    'board.percent': '{percent}%',
    // The introduction question's options (INTRODUCTION_OPTION_LABELS keeps the English answer the server stores)
    'toolsPage.optionSearchEngine': 'Search engine (Google, Bing, ...)',
    'toolsPage.optionSocialMedia': 'Social media',
    'toolsPage.optionFriend': 'A friend or another group',
    'toolsPage.optionSchool': 'Our school, club or association',
    'toolsPage.optionEmail': 'Email or newsletter',
    'toolsPage.optionOther': 'Other',
    // The organiser's account mails (contact-person/service.ts), in the organiser's language
    'organiser.mailPasswordChangedSubject': 'Your Fundshop password was changed',
    'organiser.mailPasswordChanged':
      'The password of your Fundshop group {group} (login ID {id}) was changed, and everyone else logged in to it was logged out.',
    'organiser.mailPasswordNotYou': 'If you did not change it, please contact support at {email} at once.',
    'organiser.mailEmailChangedSubject':
      '{passwordToo, select, yes {The email address and password of your Fundshop group was changed} other {The email address of your Fundshop group was changed}}',
    'organiser.mailEmailChanged':
      'The email address of your Fundshop group {group} (login ID {id}) was changed from {oldEmail} to {newEmail}{passwordToo, select, yes {, and its password was changed too} other {}}. Mails about the group now go to the new address.',
    'organiser.mailEmailChangedUndo':
      'If you did this, there is nothing to do. If you did not, undo it within {days, plural, one {# day} other {# days}} with the button below: your address comes back, everyone logged in to the group is logged out, and a new password is mailed to you here.',
    'organiser.mailUndoAction': 'Undo the change',
    'organiser.mailEmailBackSubject': 'Your Fundshop email address is back',
    'organiser.mailEmailBack':
      "Your group's email address is {email} again, and everyone who was logged in to the group has been logged out.",
    'organiser.mailEmailBackLogIn':
      'Log in with the login ID and the new password below, then choose a password of your own under Profile.',
    'organiser.mailLoginId': 'Login ID',
    'organiser.mailPassword': 'Password',
    // The organiser's message to its sellers (contact-person-tools/service.ts): the frame, in each participant's language
    'organiser.mailMessageSubject': 'A message from {name} ({group})',
    'organiser.mailMessageGuardianGreeting': 'Hello, the organiser has sent this message for {child}:',
    'organiser.mailMessageSignature': '{firstName} {lastName}, {group}. Reply to this mail to answer.',
    'organiser.mailOpenYourPage': 'Open your page',
  },
  sv: {
    'coOrganiser.title': 'Medorganisatörer',
    'coOrganiser.intro':
      'Bjud in en annan vuxen att driva insamlingen med dig. En medorganisatör loggar in med sin egen e-postadress och sitt eget lösenord och kan göra allt du kan, utom utbetalningar, betalkontot och din egen profil.',
    'coOrganiser.inviteEmailLabel': 'Medorganisatörens e-postadress',
    'coOrganiser.inviteButton': 'Bjud in',
    'coOrganiser.none': 'Inga medorganisatörer ännu.',
    'coOrganiser.pending': 'Inbjuden, har inte tackat ja ännu',
    'coOrganiser.accepted': 'Medorganisatör',
    'coOrganiser.remove': 'Ta bort',
    'coOrganiser.yes': 'Ja',
    'coOrganiser.no': 'Nej',
    'coOrganiser.tooMany':
      'En grupp kan ha högst 10 medorganisatörer och inbjudningar. Ta bort en för att kunna bjuda in en till.',
    'coOrganiser.emailTaken': 'Den här e-postadressen har redan ett medorganisatörskonto eller en inbjudan.',
    'coOrganiser.invitationInvalid':
      'Inbjudan kan inte användas: den har redan använts, dragits tillbaka eller är äldre än 7 dagar. Be organisatören att bjuda in dig igen.',
    'coOrganiser.acceptTitle': 'Bli medorganisatör',
    'coOrganiser.nameLabel': 'Ditt namn',
    'coOrganiser.nameMissing': 'Namn saknas',
    'coOrganiser.passwordLabel': 'Lösenord',
    'coOrganiser.adult': 'Jag är 18 år eller äldre och godkänner användarvillkoren och integritetspolicyn.',
    'coOrganiser.adultRequired':
      'Du behöver bekräfta att du är 18 år eller äldre och godkänner användarvillkoren och integritetspolicyn.',
    'coOrganiser.acceptButton': 'Tacka ja till inbjudan',
    'coOrganiser.acceptedDone': 'Nu är du medorganisatör. Logga in med din e-postadress och ditt nya lösenord.',
    'coOrganiser.logIn': 'Logga in',
    'coOrganiser.payoutsByOrganiser': 'Utbetalningar och betalkontot sköts av organisatören.',
    'coOrganiser.loginAsCoOrganiser': 'Medorganisatör? Använd din e-postadress i stället för ett ID',
    'coOrganiser.loginAsOrganiser': 'Organisatör? Använd ditt inloggnings-ID',
    'coOrganiser.emailLabel': 'E-post',
    'coOrganiser.mailAction': 'Tacka ja till inbjudan',
    'groupSettings.title': 'Inställningar för insamlingen',
    'groupSettings.intro':
      'Gruppens mål och antal lagmedlemmar. Landet kan ändras fram till den första försäljningen: beställningarna görs i landets valuta.',
    'groupSettings.countryLocked':
      'Landet kan inte ändras efter den första försäljningen: beställningarna görs i landets valuta. Kontakta supporten om det är fel.',
    'groupSettings.countryLockedHint': 'Låst sedan den första försäljningen (beställningarna görs i landets valuta).',
    'groupSettings.save': 'Spara inställningarna',
    'groupSettings.saved': 'Inställningarna har sparats.',
    'groupSettings.language': 'Gruppens språk',
    'groupSettings.languageHint':
      'Butiken, översikterna och meddelandena till säljarna visas på det. En supporter vars webbläsare ber om ett annat av våra språk ser butiken på det språket.',
    'organiser.pageStart': 'Start',
    'organiser.pageDetails': 'Dina uppgifter',
    'organiser.pageWebshop': 'Webbutik',
    'organiser.pageUndoEmailChange': 'Ångra bytet av e-postadress',
    'organiser.pageCoOrganiserAccept': 'Bli medorganisatör',
    'toolsPage.pageTitle': 'Meddelanden',
    'printList.pageTitle': 'Försäljningslista',
    'printList.groupAndDate': '{group}, {date}',
    'printList.totals': 'Totalt',
    'printList.totalSold': 'Sålt totalt: {sold} ({count, plural, one {# produkt} other {# produkter}})',
    'printList.sellerTotal': 'Sålt: {sold}',
    'printList.buyAt': 'Supportrar köper via lagsidan: skanna koden eller öppna',
    'organiser.loginId': 'Inloggnings-ID: {id}',
    'organiser.failedLogins':
      '{count, plural, one {Ett felaktigt lösenord har} other {# felaktiga lösenord har}} provats på ditt konto sedan din senaste inloggning, senast {lastAt}. Om det inte var du, byt lösenord under Profil.',
    'organiser.participantsTitle': 'Deltagare',
    'organiser.participantsText':
      'Inloggningskoder, e-postadresser och försäljning för varje deltagare. Ta bort en deltagare eller lägg till den igen.',
    'organiser.profileTitle': 'Profil',
    'organiser.profileText':
      'Gruppens uppgifter och dina kontaktuppgifter, meddelandet till köparna och ditt lösenord.',
    'organiser.payments': 'Betalningar',
    'organiser.paymentsText':
      'Ställ in betalningar så att supportrar kan handla i deltagarnas butiker. Tills dess tar butikerna inte emot beställningar.',
    'organiser.setUpPayments': 'Ställ in betalningar',
    'organiser.loadingDetails': 'Laddar uppgifter',
    'organiser.loadingSettings': 'Laddar inställningar',
    'organiser.organization': 'Organisation',
    'organiser.classOrTeam': 'Klass eller lag',
    'organiser.firstName': 'Förnamn',
    'organiser.lastName': 'Efternamn',
    'organiser.email': 'E-post',
    'organiser.phoneNumber': 'Telefonnummer',
    'organiser.password': 'Lösenord',
    'organiser.passwordHint': 'Lämna tomt för att behålla ditt nuvarande lösenord.',
    'organiser.messageToBuyers': 'Meddelande till köparna',
    'organiser.currentPassword': 'Nuvarande lösenord',
    'organiser.currentPasswordHint': 'Behövs för att byta e-postadress eller lösenord.',
    'organiser.back': 'Tillbaka',
    'organiser.save': 'Spara',
    'organiser.goal': 'Mål',
    'organiser.teamMembers': 'Antal lagmedlemmar',
    'organiser.country': 'Land',
    'organiser.chooseCountry': 'Välj land',
    'organiser.countryIs': 'Land: {country}.',
    'organiser.messageToSupporters': 'Meddelande till supportrarna',
    'organiser.emailRestored':
      'Din grupps e-postadress är {email} igen, och alla som var inloggade har loggats ut. Vi har mejlat ett nytt lösenord till {email}: logga in med det och byt sedan lösenord under Profil.',
    'organiser.registerWebshop': 'Registrera webbutik',
    'organiser.registerWebshopText':
      'Registrera en ny webbutik för en annan grupp. Registreringsformuläret öppnas i en ny flik.',
    'coOrganiser.invited': 'Inbjudan har skickats till {email}.',
    'coOrganiser.removeQuestion':
      'Ta bort {label} som medorganisatör? Hen loggas ut direkt och kan inte logga in längre.',
    'coOrganiser.acceptIntro':
      'Du har blivit inbjuden att hjälpa till att driva insamlingen för {group}. Välj ditt namn och ett lösenord; sedan loggar du in via organisatörens inloggning med din e-postadress och det här lösenordet.',
    'coOrganiser.mailSubject': 'Du är inbjuden att hjälpa till med insamlingen för {group}',
    'coOrganiser.mailHello': 'Hej!',
    'coOrganiser.mailInvites':
      '{organiser} bjuder in dig att bli medorganisatör för Fundshop-insamlingen för {group}: du kan lägga till deltagare, följa försäljningen och hantera beställningar.',
    'coOrganiser.mailAcceptWithin':
      'Tacka ja med knappen nedan inom {days, plural, one {# dag} other {# dagar}}; länken fungerar en gång. Om du inte vet vad det här gäller kan du bortse från mejlet.',
    'board.qrCodeLabel': 'QR-kod för webbutikens länk',
    'board.percent': '{percent} %',
    'toolsPage.optionSearchEngine': 'Sökmotor (Google, Bing, ...)',
    'toolsPage.optionSocialMedia': 'Sociala medier',
    'toolsPage.optionFriend': 'En vän eller en annan grupp',
    'toolsPage.optionSchool': 'Vår skola, klubb eller förening',
    'toolsPage.optionEmail': 'E-post eller nyhetsbrev',
    'toolsPage.optionOther': 'Annat',
    'organiser.mailPasswordChangedSubject': 'Ditt lösenord hos Fundshop har ändrats',
    'organiser.mailPasswordChanged':
      'Lösenordet till din Fundshop-grupp {group} (inloggnings-ID {id}) har ändrats, och alla andra som var inloggade har loggats ut.',
    'organiser.mailPasswordNotYou': 'Om det inte var du som ändrade det, kontakta genast supporten på {email}.',
    'organiser.mailEmailChangedSubject':
      '{passwordToo, select, yes {E-postadressen och lösenordet till din Fundshop-grupp har ändrats} other {E-postadressen till din Fundshop-grupp har ändrats}}',
    'organiser.mailEmailChanged':
      'E-postadressen till din Fundshop-grupp {group} (inloggnings-ID {id}) har ändrats från {oldEmail} till {newEmail}{passwordToo, select, yes {, och lösenordet har också ändrats} other {}}. Mejl om gruppen går nu till den nya adressen.',
    'organiser.mailEmailChangedUndo':
      'Om det var du behöver du inte göra något. Om inte, ångra ändringen inom {days, plural, one {# dag} other {# dagar}} med knappen nedan: din adress kommer tillbaka, alla som är inloggade i gruppen loggas ut och ett nytt lösenord mejlas till dig här.',
    'organiser.mailUndoAction': 'Ångra ändringen',
    'organiser.mailEmailBackSubject': 'Din e-postadress hos Fundshop är tillbaka',
    'organiser.mailEmailBack':
      'Din grupps e-postadress är {email} igen, och alla som var inloggade i gruppen har loggats ut.',
    'organiser.mailEmailBackLogIn':
      'Logga in med inloggnings-ID:t och det nya lösenordet nedan, och välj sedan ett eget lösenord under Profil.',
    'organiser.mailLoginId': 'Inloggnings-ID',
    'organiser.mailPassword': 'Lösenord',
    'organiser.mailMessageSubject': 'Ett meddelande från {name} ({group})',
    'organiser.mailMessageGuardianGreeting': 'Hej! Organisatören har skickat det här meddelandet till {child}:',
    'organiser.mailMessageSignature': '{firstName} {lastName}, {group}. Svara på det här mejlet om du vill svara.',
    'organiser.mailOpenYourPage': 'Öppna din sida',
  },
  fr: {
    'coOrganiser.title': 'Co-organisateurs',
    'coOrganiser.intro':
      'Invitez un autre adulte à mener la collecte de fonds avec vous. Un co-organisateur se connecte avec son propre courriel et son propre mot de passe et peut faire tout ce que vous faites, sauf les versements, le compte de paiement et votre propre profil.',
    'coOrganiser.inviteEmailLabel': 'Courriel du co-organisateur',
    'coOrganiser.inviteButton': 'Inviter',
    'coOrganiser.none': 'Aucun co-organisateur pour l’instant.',
    'coOrganiser.pending': 'Invité, n’a pas encore accepté',
    'coOrganiser.accepted': 'Co-organisateur',
    'coOrganiser.remove': 'Retirer',
    'coOrganiser.yes': 'Oui',
    'coOrganiser.no': 'Non',
    'coOrganiser.tooMany':
      'Un groupe peut avoir au plus 10 co-organisateurs et invitations. Retirez-en un pour en inviter un autre.',
    'coOrganiser.emailTaken': 'Ce courriel a déjà un compte de co-organisateur ou une invitation.',
    'coOrganiser.invitationInvalid':
      'Cette invitation ne peut pas être utilisée : elle a déjà servi, a été retirée ou date de plus de 7 jours. Demandez à l’organisateur de vous inviter de nouveau.',
    'coOrganiser.acceptTitle': 'Devenir co-organisateur',
    'coOrganiser.nameLabel': 'Votre nom',
    'coOrganiser.nameMissing': 'Le nom est manquant',
    'coOrganiser.passwordLabel': 'Mot de passe',
    'coOrganiser.adult':
      'J’ai 18 ans ou plus et j’accepte les conditions d’utilisation et la politique de confidentialité.',
    'coOrganiser.adultRequired':
      'Vous devez confirmer que vous avez 18 ans ou plus et que vous acceptez les conditions d’utilisation et la politique de confidentialité.',
    'coOrganiser.acceptButton': 'Accepter l’invitation',
    'coOrganiser.acceptedDone':
      'Vous êtes maintenant co-organisateur. Connectez-vous avec votre courriel et votre nouveau mot de passe.',
    'coOrganiser.logIn': 'Se connecter',
    'coOrganiser.payoutsByOrganiser': 'Les versements et le compte de paiement sont gérés par l’organisateur.',
    'coOrganiser.loginAsCoOrganiser': 'Co-organisateur? Utilisez votre courriel au lieu d’un identifiant',
    'coOrganiser.loginAsOrganiser': 'Organisateur? Utilisez votre identifiant',
    'coOrganiser.emailLabel': 'Courriel',
    'coOrganiser.mailAction': 'Accepter l’invitation',
    'groupSettings.title': 'Paramètres de la collecte',
    'groupSettings.intro':
      'L’objectif et la taille de l’équipe de votre groupe. Le pays peut être changé jusqu’à la première vente : les commandes sont dans sa devise.',
    'groupSettings.countryLocked':
      'Le pays ne peut plus être changé après la première vente : les commandes sont dans sa devise. Communiquez avec le soutien s’il est erroné.',
    'groupSettings.countryLockedHint': 'Fixé depuis la première vente (les commandes sont dans sa devise).',
    'groupSettings.save': 'Enregistrer les paramètres',
    'groupSettings.saved': 'Les paramètres sont enregistrés.',
    'groupSettings.language': 'Langue du groupe',
    'groupSettings.languageHint':
      'Le magasin, les tableaux de bord et les messages aux vendeurs sont dans cette langue. Une personne dont le navigateur demande une autre de nos langues voit le magasin dans celle-ci.',
    'organiser.pageStart': 'Accueil',
    'organiser.pageDetails': 'Vos informations',
    'organiser.pageWebshop': 'Magasin en ligne',
    'organiser.pageUndoEmailChange': 'Annuler le changement de courriel',
    'organiser.pageCoOrganiserAccept': 'Devenir co-organisateur',
    'toolsPage.pageTitle': 'Messages',
    'printList.pageTitle': 'Liste des ventes',
    'printList.groupAndDate': '{group}, {date}',
    'printList.totals': 'Totaux',
    'printList.totalSold': 'Vendu en tout : {sold} ({count, plural, one {# produit} other {# produits}})',
    'printList.sellerTotal': 'Vendu : {sold}',
    'printList.buyAt': 'Les gens achètent sur la page de l’équipe : balayez le code ou ouvrez',
    'organiser.loginId': 'Identifiant : {id}',
    'organiser.failedLogins':
      '{count, plural, one {Un mauvais mot de passe a été essayé} other {# mauvais mots de passe ont été essayés}} sur votre compte depuis votre dernière connexion, la dernière fois le {lastAt}. Si ce n’était pas vous, changez votre mot de passe sous Profil.',
    'organiser.participantsTitle': 'Participants',
    'organiser.participantsText':
      'Codes de connexion, courriels et ventes de chaque participant. Retirez un participant ou ajoutez-le de nouveau.',
    'organiser.profileTitle': 'Profil',
    'organiser.profileText':
      'Les coordonnées de votre groupe et les vôtres, le message aux acheteurs et votre mot de passe.',
    'organiser.payments': 'Paiements',
    'organiser.paymentsText':
      'Configurez les paiements pour que les gens puissent acheter dans les magasins de vos participants. D’ici là, les magasins n’acceptent pas de commandes.',
    'organiser.setUpPayments': 'Configurer les paiements',
    'organiser.loadingDetails': 'Chargement des informations',
    'organiser.loadingSettings': 'Chargement des paramètres',
    'organiser.organization': 'Organisation',
    'organiser.classOrTeam': 'Classe ou équipe',
    'organiser.firstName': 'Prénom',
    'organiser.lastName': 'Nom de famille',
    'organiser.email': 'Courriel',
    'organiser.phoneNumber': 'Numéro de téléphone',
    'organiser.password': 'Mot de passe',
    'organiser.passwordHint': 'Laissez vide pour garder votre mot de passe actuel.',
    'organiser.messageToBuyers': 'Message aux acheteurs',
    'organiser.currentPassword': 'Mot de passe actuel',
    'organiser.currentPasswordHint': 'Requis pour changer votre courriel ou votre mot de passe.',
    'organiser.back': 'Retour',
    'organiser.save': 'Enregistrer',
    'organiser.goal': 'Objectif',
    'organiser.teamMembers': 'Nombre de membres de l’équipe',
    'organiser.country': 'Pays',
    'organiser.chooseCountry': 'Choisissez un pays',
    'organiser.countryIs': 'Pays : {country}.',
    'organiser.messageToSupporters': 'Message aux gens qui vous appuient',
    'organiser.emailRestored':
      'L’adresse courriel de votre groupe est de nouveau {email}, et toutes les personnes connectées ont été déconnectées. Nous avons envoyé un nouveau mot de passe à {email} : connectez-vous avec celui-ci, puis changez votre mot de passe sous Profil.',
    'organiser.registerWebshop': 'Inscrire un magasin en ligne',
    'organiser.registerWebshopText':
      'Inscrivez un nouveau magasin en ligne pour un autre groupe. Le formulaire d’inscription s’ouvre dans un nouvel onglet.',
    'coOrganiser.invited': 'Invitation envoyée à {email}.',
    'coOrganiser.removeQuestion':
      'Retirer {label} comme co-organisateur? Cette personne est déconnectée aussitôt et ne peut plus se connecter.',
    'coOrganiser.acceptIntro':
      'Vous êtes invité à aider à mener la collecte de fonds de {group}. Choisissez votre nom et un mot de passe; vous vous connecterez ensuite à la connexion de l’organisateur avec votre courriel et ce mot de passe.',
    'coOrganiser.mailSubject': 'Vous êtes invité à aider à mener la collecte de fonds de {group}',
    'coOrganiser.mailHello': 'Bonjour,',
    'coOrganiser.mailInvites':
      '{organiser} vous invite à devenir co-organisateur de la collecte de fonds Fundshop de {group} : vous pourrez ajouter des participants, suivre les ventes et gérer les commandes.',
    'coOrganiser.mailAcceptWithin':
      'Acceptez avec le bouton ci-dessous d’ici {days, plural, one {# jour} other {# jours}}; le lien fonctionne une seule fois. Si vous ne savez pas de quoi il s’agit, ignorez ce courriel.',
    'board.qrCodeLabel': 'Code QR du lien du magasin',
    'board.percent': '{percent} %',
    'toolsPage.optionSearchEngine': 'Moteur de recherche (Google, Bing, ...)',
    'toolsPage.optionSocialMedia': 'Médias sociaux',
    'toolsPage.optionFriend': 'Un ami ou un autre groupe',
    'toolsPage.optionSchool': 'Notre école, club ou association',
    'toolsPage.optionEmail': 'Courriel ou infolettre',
    'toolsPage.optionOther': 'Autre',
    'organiser.mailPasswordChangedSubject': 'Votre mot de passe Fundshop a été changé',
    'organiser.mailPasswordChanged':
      'Le mot de passe de votre groupe Fundshop {group} (identifiant {id}) a été changé, et toutes les autres personnes connectées ont été déconnectées.',
    'organiser.mailPasswordNotYou':
      'Si vous ne l’avez pas changé, communiquez immédiatement avec le soutien à {email}.',
    'organiser.mailEmailChangedSubject':
      '{passwordToo, select, yes {Le courriel et le mot de passe de votre groupe Fundshop ont été changés} other {Le courriel de votre groupe Fundshop a été changé}}',
    'organiser.mailEmailChanged':
      'Le courriel de votre groupe Fundshop {group} (identifiant {id}) est passé de {oldEmail} à {newEmail}{passwordToo, select, yes {, et son mot de passe a aussi été changé} other {}}. Les courriels concernant le groupe vont maintenant à la nouvelle adresse.',
    'organiser.mailEmailChangedUndo':
      'Si c’était vous, vous n’avez rien à faire. Sinon, annulez ce changement d’ici {days, plural, one {# jour} other {# jours}} avec le bouton ci-dessous : votre adresse revient, toutes les personnes connectées au groupe sont déconnectées et un nouveau mot de passe vous est envoyé ici.',
    'organiser.mailUndoAction': 'Annuler le changement',
    'organiser.mailEmailBackSubject': 'Votre adresse courriel Fundshop est rétablie',
    'organiser.mailEmailBack':
      'L’adresse courriel de votre groupe est de nouveau {email}, et toutes les personnes connectées au groupe ont été déconnectées.',
    'organiser.mailEmailBackLogIn':
      'Connectez-vous avec l’identifiant et le nouveau mot de passe ci-dessous, puis choisissez votre propre mot de passe sous Profil.',
    'organiser.mailLoginId': 'Identifiant',
    'organiser.mailPassword': 'Mot de passe',
    'organiser.mailMessageSubject': 'Un message de {name} ({group})',
    'organiser.mailMessageGuardianGreeting': 'Bonjour, l’organisateur a envoyé ce message pour {child} :',
    'organiser.mailMessageSignature': '{firstName} {lastName}, {group}. Répondez à ce courriel pour répondre.',
    'organiser.mailOpenYourPage': 'Ouvrir votre page',
  },
});
