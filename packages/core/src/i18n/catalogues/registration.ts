import { PAGE_META } from '../../page-meta.ts';
import { REGISTRATION_FORM_TEXT } from '../../registration-form.ts';
import { catalogueArea } from '../catalogue-source.ts';

/**
 * The registration form (SPEC §2 /register-store), its completed screens and the organiser's registration mail, the
 * demo tour, the earnings counter and the organiser's login. Data, not logic.
 */
export const registrationTexts = catalogueArea({
  en: {
    // Page titles (the server names the registration pages in the page's language too)
    'page.registerStore': PAGE_META.registerStore.title,
    'page.registerStoreDescription': PAGE_META.registerStore.description,
    'page.registerForm': PAGE_META.registerForm.title,
    'page.registerFormDescription': PAGE_META.registerForm.description,
    'page.registerCompleted': PAGE_META.registerCompleted.title,
    // The registration form (core's REGISTRATION_FORM_TEXT and REGISTRATION_FIELDS)
    'register.heading': REGISTRATION_FORM_TEXT.heading,
    'register.intro': REGISTRATION_FORM_TEXT.intro,
    'register.terms': REGISTRATION_FORM_TEXT.terms,
    'register.submit': REGISTRATION_FORM_TEXT.submit,
    'register.formName': REGISTRATION_FORM_TEXT.formName,
    'register.frameTitle': REGISTRATION_FORM_TEXT.frameTitle,
    'register.groupName': 'Group Name',
    'register.teamMembers': 'Amount of team members',
    'register.country': 'Country',
    'register.chooseCountry': 'Choose country',
    'register.goal': 'Goal',
    'register.firstName': 'First Name',
    'register.lastName': 'Last Name',
    'register.email': 'Your Email',
    'register.phoneNumber': 'Phone Number',
    'register.messageToSupporters': 'Message to supporters',
    'register.language': "Group's language",
    'register.languageHint': 'The store, the dashboards and the mails are in it. You can change it later in Profile.',
    'register.verifying': 'Verifying',
    'register.notRobot': "I'm not a robot",
    'register.verificationFailed': 'Verification failed. Please try again.',
    'register.captchaNotLoaded': 'The captcha could not be loaded. Please reload the page.',
    // 'Fundraiser Created' and /register-completed
    'register.fundraiserCreated': 'Fundraiser Created',
    'register.detailsSent':
      "Your login details have been sent to you by email. If you can't find the email, please check your junk folder.",
    'register.toDashboard': 'Navigate to my dashboard',
    'register.thankYou': 'Thank you for registering!',
    'register.completed':
      "Your fundraiser has been created. We have sent your login details to your email. If you can't find the email, please check your junk folder.",
    'register.goToLogin': 'Go to login',
    // The organiser's login mail (registration/service.ts), in the group's language
    'register.mailSubject': 'Your fundraiser for {group} is ready',
    'register.mailCreated':
      'Your Fundshop webshop for {group} has been created. Use these login details to open your dashboard and invite your participants.',
    // The demo store's tour (SPEC §2; the step titles are SPEC's)
    'demoTour.step1Title': 'Every Participant Creates Their Own Online Store',
    'demoTour.step1Body':
      'Each member of your group gets a personal store like this one, with their own link and QR code to share with family and friends.',
    'demoTour.step2Title': 'E-books',
    'demoTour.step2Body':
      'Supporters choose from a catalog of e-books for every age: cookbooks, stories, fitness and more. Nothing to store, pack or deliver by hand.',
    'demoTour.step3Title': 'Upload of Photo',
    'demoTour.step3Body':
      'Participants can add a photo and a personal message, so supporters see exactly who they are helping.',
    'demoTour.step4Title': "It's Free To Use",
    'demoTour.step4Body':
      'There are no costs or hidden fees for your group. 50% of every purchase goes straight to your fundraiser.',
    'demoTour.step5Title': 'Easy For Your Supporters',
    'demoTour.step5Body':
      'Supporters pay by card in a minute, without creating an account, and get their e-books by email within minutes.',
    'demoTour.stepOf': 'Step {step} of {count}',
    'demoTour.back': 'Back',
    'demoTour.next': 'Next',
    'demoTour.done': 'Done',
    'demoTour.exploreTitle': 'Explore Online Store',
    'demoTour.exploreText':
      'Have a look around: open the e-books, read more about them and see the checkout. When you are ready, set up your own fundraiser in a couple of minutes.',
    'demoTour.soundsGood': 'Sounds Good!',
    'demoTour.setUpFundraiser': 'Set Up Fundraiser',
    'demoTour.setUpNow': 'Set Up Now',
    // The earnings counter (SPEC §2 /earnings-counter: 'You will earn: $')
    'earnings.title': PAGE_META.earningsCounter.title,
    'earnings.groupSize': 'Group size',
    'earnings.itemsPerMember': 'Items per member',
    'earnings.slider': '{label} slider',
    'earnings.youWillEarn': 'You will earn: ${amount}',
    // The organiser's login and the reset page
    'organiserLogin.pageTitle': PAGE_META.contactPersonLogin.title,
    'organiserLogin.title': 'Contact person login',
    'organiserLogin.id': 'ID',
    'organiserLogin.password': 'Password',
    'organiserLogin.register': 'Login details missing? Click here to register',
    'organiserLogin.loginId': 'Login ID',
  },
  sv: {
    'page.registerStore': 'Starta en insamling',
    'page.registerStoreDescription':
      'Registrera er skolklass, ert lag eller er förening och öppna en webbutik: varje deltagare får en egen butikslänk, supportrar köper e-böcker med kort och 50 % av varje köp går till er grupp.',
    'page.registerForm': 'Registrera er grupp',
    'page.registerFormDescription': 'Registrera er grupp för en Fundshop-insamling med e-böcker.',
    'page.registerCompleted': 'Registreringen är klar',
    'register.heading': 'Starta er insamling',
    'register.intro':
      'Det är helt gratis: inga kostnader och inga dolda avgifter. Supportrarna får sina e-böcker via e-post inom några minuter.',
    'register.terms': 'Jag är över 18 år och godkänner användarvillkoren och integritetspolicyn.',
    'register.submit': 'Skicka',
    'register.formName': 'Registrera er grupp',
    'register.frameTitle': 'Registreringsformulär',
    'register.groupName': 'Gruppens namn',
    'register.teamMembers': 'Antal medlemmar',
    'register.country': 'Land',
    'register.chooseCountry': 'Välj land',
    'register.goal': 'Mål',
    'register.firstName': 'Förnamn',
    'register.lastName': 'Efternamn',
    'register.email': 'Din e-post',
    'register.phoneNumber': 'Telefonnummer',
    'register.messageToSupporters': 'Meddelande till supportrarna',
    'register.language': 'Gruppens språk',
    'register.languageHint':
      'Butiken, översikterna och mejlen är på det språket. Du kan ändra det senare under Profil.',
    'register.verifying': 'Verifierar',
    'register.notRobot': 'Jag är inte en robot',
    'register.verificationFailed': 'Verifieringen misslyckades. Försök igen.',
    'register.captchaNotLoaded': 'Captchan kunde inte laddas. Ladda om sidan.',
    'register.fundraiserCreated': 'Insamlingen är skapad',
    'register.detailsSent':
      'Dina inloggningsuppgifter har skickats till dig med e-post. Hittar du inte mejlet? Titta i skräpposten.',
    'register.toDashboard': 'Gå till min översikt',
    'register.thankYou': 'Tack för er registrering!',
    'register.completed':
      'Er insamling har skapats. Vi har skickat dina inloggningsuppgifter till din e-post. Hittar du inte mejlet? Titta i skräpposten.',
    'register.goToLogin': 'Till inloggningen',
    'register.mailSubject': 'Er insamling för {group} är klar',
    'register.mailCreated':
      'Er Fundshop-webbutik för {group} har skapats. Använd de här inloggningsuppgifterna för att öppna er översikt och bjuda in era deltagare.',
    'demoTour.step1Title': 'Varje deltagare skapar sin egen webbutik',
    'demoTour.step1Body':
      'Varje medlem i er grupp får en egen butik som den här, med en egen länk och QR-kod att dela med familj och vänner.',
    'demoTour.step2Title': 'E-böcker',
    'demoTour.step2Body':
      'Supportrarna väljer bland e-böcker för alla åldrar: kokböcker, berättelser, träning och mycket mer. Inget att lagra, packa eller leverera för hand.',
    'demoTour.step3Title': 'Ladda upp en bild',
    'demoTour.step3Body':
      'Deltagarna kan lägga till en bild och ett personligt meddelande, så att supportrarna ser precis vem de hjälper.',
    'demoTour.step4Title': 'Det är gratis',
    'demoTour.step4Body':
      'Det finns inga kostnader eller dolda avgifter för er grupp. 50 % av varje köp går direkt till er insamling.',
    'demoTour.step5Title': 'Enkelt för era supportrar',
    'demoTour.step5Body':
      'Supportrarna betalar med kort på en minut, utan att skapa något konto, och får sina e-böcker via e-post inom några minuter.',
    'demoTour.stepOf': 'Steg {step} av {count}',
    'demoTour.back': 'Tillbaka',
    'demoTour.next': 'Nästa',
    'demoTour.done': 'Klar',
    'demoTour.exploreTitle': 'Utforska webbutiken',
    'demoTour.exploreText':
      'Titta dig omkring: öppna e-böckerna, läs mer om dem och se kassan. När du är redo startar du er egen insamling på ett par minuter.',
    'demoTour.soundsGood': 'Låter bra!',
    'demoTour.setUpFundraiser': 'Starta en insamling',
    'demoTour.setUpNow': 'Starta nu',
    'earnings.title': 'Intäktsräknare',
    'earnings.groupSize': 'Gruppens storlek',
    'earnings.itemsPerMember': 'Produkter per medlem',
    'earnings.slider': 'Reglage för {label}',
    'earnings.youWillEarn': 'Ni tjänar: {amount} $',
    'organiserLogin.pageTitle': 'Inloggning för organisatörer',
    'organiserLogin.title': 'Logga in som kontaktperson',
    'organiserLogin.id': 'ID',
    'organiserLogin.password': 'Lösenord',
    'organiserLogin.register': 'Saknar du inloggningsuppgifter? Klicka här för att registrera er',
    'organiserLogin.loginId': 'Inloggnings-ID',
  },
  fr: {
    'page.registerStore': 'Lancer une collecte de fonds',
    'page.registerStoreDescription':
      'Inscrivez votre classe, votre équipe ou votre club et ouvrez un magasin en ligne : chaque participant obtient un lien de magasin personnel, les partisans achètent des livres numériques par carte et 50 % de chaque achat va à votre groupe.',
    'page.registerForm': 'Inscrivez votre groupe',
    'page.registerFormDescription':
      'Inscrivez votre groupe à une collecte de fonds Fundshop avec des livres numériques.',
    'page.registerCompleted': 'Inscription terminée',
    'register.heading': 'Lancez votre collecte de fonds',
    'register.intro':
      'C’est entièrement gratuit : aucun coût ni frais cachés. Les partisans reçoivent leurs livres numériques par courriel en quelques minutes.',
    'register.terms':
      'J’ai plus de 18 ans et j’accepte les conditions d’utilisation et la politique de confidentialité.',
    'register.submit': 'Envoyer',
    'register.formName': 'Inscrivez votre groupe',
    'register.frameTitle': 'Formulaire d’inscription',
    'register.groupName': 'Nom du groupe',
    'register.teamMembers': 'Nombre de membres',
    'register.country': 'Pays',
    'register.chooseCountry': 'Choisissez un pays',
    'register.goal': 'Objectif',
    'register.firstName': 'Prénom',
    'register.lastName': 'Nom de famille',
    'register.email': 'Votre courriel',
    'register.phoneNumber': 'Numéro de téléphone',
    'register.messageToSupporters': 'Message aux partisans',
    'register.language': 'Langue du groupe',
    'register.languageHint':
      'Le magasin, les tableaux de bord et les courriels sont dans cette langue. Vous pourrez la changer plus tard dans Profil.',
    'register.verifying': 'Vérification',
    'register.notRobot': 'Je ne suis pas un robot',
    'register.verificationFailed': 'La vérification a échoué. Veuillez réessayer.',
    'register.captchaNotLoaded': 'Le captcha n’a pas pu être chargé. Veuillez recharger la page.',
    'register.fundraiserCreated': 'Collecte de fonds créée',
    'register.detailsSent':
      'Vos informations de connexion vous ont été envoyées par courriel. Si vous ne trouvez pas le courriel, vérifiez vos courriels indésirables.',
    'register.toDashboard': 'Aller à mon tableau de bord',
    'register.thankYou': 'Merci de votre inscription!',
    'register.completed':
      'Votre collecte de fonds a été créée. Nous avons envoyé vos informations de connexion à votre courriel. Si vous ne le trouvez pas, vérifiez vos courriels indésirables.',
    'register.goToLogin': 'Aller à la connexion',
    'register.mailSubject': 'Votre collecte de fonds pour {group} est prête',
    'register.mailCreated':
      'Votre magasin en ligne Fundshop pour {group} a été créé. Utilisez ces informations de connexion pour ouvrir votre tableau de bord et inviter vos participants.',
    'demoTour.step1Title': 'Chaque participant crée son propre magasin en ligne',
    'demoTour.step1Body':
      'Chaque membre de votre groupe obtient un magasin personnel comme celui-ci, avec son propre lien et son code QR à partager avec sa famille et ses amis.',
    'demoTour.step2Title': 'Livres numériques',
    'demoTour.step2Body':
      'Les partisans choisissent parmi des livres numériques pour tous les âges : livres de cuisine, histoires, conditionnement physique et plus encore. Rien à entreposer, à emballer ou à livrer à la main.',
    'demoTour.step3Title': 'Téléversement d’une photo',
    'demoTour.step3Body':
      'Les participants peuvent ajouter une photo et un message personnel, pour que les partisans voient exactement qui ils aident.',
    'demoTour.step4Title': 'C’est gratuit',
    'demoTour.step4Body':
      'Il n’y a aucun coût ni frais cachés pour votre groupe. 50 % de chaque achat va directement à votre collecte de fonds.',
    'demoTour.step5Title': 'Facile pour vos partisans',
    'demoTour.step5Body':
      'Les partisans paient par carte en une minute, sans créer de compte, et reçoivent leurs livres numériques par courriel en quelques minutes.',
    'demoTour.stepOf': 'Étape {step} sur {count}',
    'demoTour.back': 'Retour',
    'demoTour.next': 'Suivant',
    'demoTour.done': 'Terminé',
    'demoTour.exploreTitle': 'Explorez le magasin en ligne',
    'demoTour.exploreText':
      'Faites le tour : ouvrez les livres numériques, apprenez-en plus sur chacun et voyez la caisse. Quand vous serez prêt, créez votre propre collecte de fonds en quelques minutes.',
    'demoTour.soundsGood': 'Parfait!',
    'demoTour.setUpFundraiser': 'Créer une collecte',
    'demoTour.setUpNow': 'Créer maintenant',
    'earnings.title': 'Calculateur de revenus',
    'earnings.groupSize': 'Taille du groupe',
    'earnings.itemsPerMember': 'Articles par membre',
    'earnings.slider': 'Curseur : {label}',
    'earnings.youWillEarn': 'Vous gagnerez : {amount} $',
    'organiserLogin.pageTitle': 'Connexion des organisateurs',
    'organiserLogin.title': 'Connexion de la personne-ressource',
    'organiserLogin.id': 'Identifiant',
    'organiserLogin.password': 'Mot de passe',
    'organiserLogin.register': 'Pas d’informations de connexion? Cliquez ici pour vous inscrire',
    'organiserLogin.loginId': 'Identifiant de connexion',
  },
});
