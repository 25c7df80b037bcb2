import { PAGE_META } from '../../page-meta.ts';
import { MAX_ROSTER_ROWS, PEOPLE_MSG, PRIVACY_PEOPLE_MSG } from '../../people-messages.ts';
import { PERSONAL_DATA_MSG } from '../../personal-data.ts';
import { catalogueArea, prefixed } from '../catalogue-source.ts';

// The operator console stays English (docs/decisions/0041): its erasure texts are not catalogue entries.
const {
  consoleTab: _tab,
  consoleSection: _section,
  consoleIntro: _intro,
  consoleSubject: _subject,
  consoleIdentifier: _identifier,
  consoleReason: _reason,
  ...PERSONAL_DATA_TEXTS
} = PERSONAL_DATA_MSG;

/**
 * People and their data: the participants page and its dialogs, adding many at once, a child's parent or guardian
 * (page and mail), a supporter's data pages and mail, the privacy policy's words on them. Data, not logic.
 */
export const peopleTexts = catalogueArea({
  en: {
    ...prefixed('people', PEOPLE_MSG),
    ...prefixed('privacyPeople', PRIVACY_PEOPLE_MSG),
    ...prefixed('personalData', PERSONAL_DATA_TEXTS),
    // The participants page (SPEC §2 /contactperson/seller-list, §8's empty states and error-name to the letter)
    'participants.title': PAGE_META.sellerList.title,
    'participants.intro': 'Participants log in with their email and login code, or with their login link.',
    'participants.linkInvalid': 'This participants link is not valid.',
    'participants.loading': 'Loading participants',
    'participants.registerParticipant': 'Register participant',
    'participants.activeSellers': 'Active sellers ({count})',
    'participants.removedSellers': 'Removed sellers ({count})',
    'participants.noActiveSellers': 'No active sellers were foind.',
    'participants.noRemovedSellers': 'No deleted sellers were found.',
    'participants.remove': 'Remove',
    'participants.addAgain': 'Add again',
    'participants.removedNotice': '{name} has been removed',
    'participants.addedAgainNotice': '{name} has been added again',
    'participants.labelFor': '{label} ({name})',
    'participants.totalSales': 'Total sales: {amount}',
    'participants.totalSalesColumn': 'Total sales',
    'participants.action': 'Action',
    'participants.nameTaken':
      'This name is already taken by {organization}. If your last name is missing, please feel free to add it. If there are several of you with the same name, you can, for example, add a number to the name to make it unique{on, select, edit { in this webshop} other {}}.',
    // The Register participant dialog
    'participants.registerIntro':
      'With an email address the participant gets the login details by email. Without one you get a login code to hand over.',
    'participants.register': 'Register',
    'participants.registered': '{name} has been registered.',
    'participants.detailsSentTo': 'The login details have been sent to {email}.',
    'participants.giveCode': 'Give {name} this login code:',
    'participants.linkHoldsCode': 'Without an email address, {name} logs in with this link, which holds the code:',
    'participants.copyLoginLink': 'Copy login link',
    'participants.codeInTable': 'The login code is shown in the participants table.',
    'participants.registerAnother': 'Register another',
    'participants.emailNow': 'Email ({email})',
    // The organiser's Start: the three ways to register participants
    'participants.waysTitle': 'Register participants',
    'participants.waysIntro':
      'Every participant gets a personal store link and QR code. Choose the way that suits your group.',
    'participants.option': 'Option {step}',
    'participants.yourselfTitle': 'Register them yourself',
    'participants.yourselfText':
      'Add a participant with a name and, if you like, an email address. Without an email you get a login code to hand over.',
    'participants.inviteTitle': 'Invite with a link',
    'participants.inviteText':
      'Send the link to the group, for example in a group chat. Each member registers on their own.',
    'participants.shareText': 'Register as a participant in our fundraiser:',
    'participants.shareLink': 'Share link',
    'participants.qrTitle': 'Scan a QR code',
    'participants.qrText': 'Show the QR code on a screen or print it. Members scan it with their phone and register.',
    'participants.logInAgainForLink': "Log out and in again to get your group's registration link and QR code.",
    // Many at once, and the login details again
    'people.addedMany': '{count, plural, one {# participant has been added.} other {# participants have been added.}}',
    'people.rowControlCharacter':
      "Line {line}: there is {character, select, tab {a tab} other {a character that cannot be seen ({character})}} in {column, select, name {the name} email {the email} other {the parent or guardian's email}}. Remove it in the list and check the list again.",
    'people.addAll': '{count, plural, one {Add # participant} other {Add # participants}}',
    'people.loginDetailsOf': 'Login details: {name}',
    // The parent or guardian: the page and the mail (docs/decisions/0037)
    'guardian.intro':
      "{child} has been added as a participant in the fundraiser for {group}. Confirm to open {child}'s store; the login details then come to you by email.",
    'people.guardianMailSubject': "Please confirm your child's part in the {group} fundraiser",
    'people.guardianMailIntro':
      '{organiser} has added {child} as a participant in the fundraiser for {group} on Fundshop, and gave your address as that of a parent or guardian. {child} would get a store of their own, where supporters buy e-books and half of each purchase goes to the group.',
    'people.guardianMailIntroSelf':
      '{child} has registered as a participant in the fundraiser for {group} on Fundshop, through the registration link of the organiser, {organiser}, and gave your address as that of a parent or guardian. {child} would get a store of their own, where supporters buy e-books and half of each purchase goes to the group.',
    'people.guardianMailKept':
      "The store opens only when you confirm. We keep only {child}'s name, that they are under 18 and your email address; every mail about the fundraiser comes to you. Supporters see the first name and the first letter of the last name, unless you agree to the full name on the next page.",
    'people.guardianMailIgnore':
      'If you did not expect this mail, ignore it: nothing opens without you. The link works for {days} days.',
    // A supporter's data: its pages and the mail with the link (docs/decisions/0039)
    'personalData.linkSent':
      'If we hold data for this address, a link is on its way. It works for {hours} hours. Check your inbox and spam folder.',
    'personalData.dataIntro':
      '{orders, plural, =1 {We hold one order for your address.} other {We hold # orders for your address.}}',
    'personalData.mailValidity': 'The link works for {hours} hours. If you did not ask for it, ignore this mail.',
  },
  sv: {
    'people.addManyButton': 'Lägg till flera',
    'people.addManyTitle': 'Lägg till flera deltagare',
    'people.addManyIntro':
      'En deltagare per rad: namnet och sedan e-postadressen om hen har en, till exempel ”Anna Berg, anna@example.com”. Kolumner från ett kalkylark kan klistras in som de är, eller så laddar du upp dess CSV-fil: namn, e-post, under 18 (ja eller nej), förälderns eller vårdnadshavarens e-post.',
    'people.pasteLabel': 'Deltagare, en per rad',
    'people.uploadCsv': 'Ladda upp en CSV-fil',
    'people.csvUnreadable':
      'Filen kunde inte läsas som CSV. Spara den från ditt kalkylark som CSV (UTF-8) och försök igen.',
    'people.checkList': 'Kontrollera listan',
    'people.listEmpty': 'Listan är tom: skriv en deltagare per rad.',
    'people.tooManyRows': `Högst ${MAX_ROSTER_ROWS} deltagare kan läggas till åt gången.`,
    'people.nameTwiceInList':
      'Namnet finns mer än en gång i listan. Lägg till ett efternamn eller en siffra så att de går att skilja åt.',
    'people.emailTwiceInList': 'E-postadressen finns mer än en gång i listan.',
    'people.underEighteenUnclear': 'Skriv ja eller nej i kolumnen under 18.',
    'people.rowsHaveProblems':
      'Några rader har ett problem. Rätta dem i listan och kontrollera den igen: inget har sparats ännu.',
    'people.previewReady': 'Alla rader ser bra ut. Inget sparas förrän du lägger till dem.',
    'people.previewColumnName': 'Namn',
    'people.previewColumnMinor': 'Under 18',
    'people.previewColumnGuardian': 'Förälderns eller vårdnadshavarens e-post',
    'people.previewColumnProblem': 'Problem',
    'people.backToList': 'Tillbaka till listan',
    'people.close': 'Stäng',
    'people.editButton': 'Ändra',
    'people.editTitle': 'Ändra deltagare',
    'people.editEmailHelp':
      'Med en ny e-postadress mejlas inloggningsuppgifterna dit. Lämnas fältet tomt behålls e-postadressen.',
    'people.loginDetailsButton': 'Inloggningsuppgifter',
    'people.sendByMail': 'Skicka med e-post',
    'people.showOnScreen': 'Visa kod och länk',
    'people.loginCode': 'Inloggningskod',
    'people.loginLink': 'Inloggningslänk',
    'people.guardianLinkSentAgain': 'Bekräftelselänken har mejlats till föräldern eller vårdnadshavaren igen.',
    'people.noEmailToSend':
      'Deltagaren har ingen e-postadress: lägg till en med Ändra, eller visa koden och länken och lämna över dem.',
    'people.loginDetailsMailedToParticipant': 'Inloggningsuppgifterna har mejlats till deltagaren.',
    'people.loginDetailsMailedToGuardian': 'Inloggningsuppgifterna har mejlats till föräldern eller vårdnadshavaren.',
    'people.underEighteenLabel': 'Deltagaren är under 18 år',
    'people.underEighteenHelp':
      'En förälder eller vårdnadshavare bekräftar via e-post innan deltagarens butik öppnar; alla mejl går till hen.',
    'people.guardianEmailLabel': 'Förälderns eller vårdnadshavarens e-post',
    'people.guardianEmailMissing': 'En deltagare under 18 år behöver en förälders eller vårdnadshavares e-postadress.',
    'people.minorOwnEmail':
      'En deltagare under 18 år nås via sin förälder eller vårdnadshavare: lämna deltagarens egen e-post tom.',
    'people.showFullNameLabel': 'Visa hela namnet i butiken',
    'people.fullNameNeedsConsent': 'Hela namnet kan visas bara när föräldern eller vårdnadshavaren har godkänt det.',
    'people.guardianMailed':
      'Vi har mejlat föräldern eller vårdnadshavaren en länk att bekräfta med. När hen gör det öppnar butiken och inloggningsuppgifterna mejlas till hen.',
    'people.loginDetailsMailedToNewEmail': 'Sparat. Inloggningsuppgifterna har mejlats till den nya e-postadressen.',
    'people.guardianPending': 'Väntar på förälder eller vårdnadshavare',
    'people.guardianConfirmedChip': 'Förälder eller vårdnadshavare har bekräftat',
    'people.storeAwaitsGuardian':
      'Butiken är inte öppen än. Den öppnar när deltagarens förälder eller vårdnadshavare har bekräftat den.',
    'people.checkoutAwaitsGuardian':
      'Beställningen kunde inte genomföras eftersom butiken inte är öppen än: deltagarens förälder eller vårdnadshavare har inte bekräftat den.',
    'people.guardianPageTitle': 'Bekräfta ditt barns insamling',
    'people.guardianAgreeFullName':
      'Visa mitt barns hela namn i butiken. Annars ser supportrarna förnamnet och första bokstaven i efternamnet.',
    'people.guardianConfirmButton': 'Bekräfta',
    'people.guardianConfirmedTitle': 'Tack',
    'people.guardianConfirmedBody':
      'Butiken är nu öppen. Vi har mejlat dig inloggningsuppgifterna: ge dem till ditt barn, eller logga in med dem för att följa försäljningen. Alla mejl om insamlingen kommer till dig, inte till ditt barn.',
    'people.guardianLinkInvalid':
      'Länken kan inte användas: den har redan använts eller är äldre än 14 dagar. Be organisatören att skicka den igen.',
    'people.guardianMailAction': 'Bekräfta',
    'privacyPeople.participantsShown':
      'Namnet, bilden, målet och meddelandet visas i deltagarens offentliga butik (för en deltagare under 18 år förnamnet och första bokstaven i efternamnet, om inte en förälder eller vårdnadshavare har godkänt hela namnet); organisatören ser deltagarens försäljning, e-postadress och inloggningskod. Ingen annan gör det.',
    'privacyPeople.childrenHeading': 'Barn',
    'privacyPeople.childrenKept':
      'Deltagarna är ofta barn. När en deltagare läggs till eller registrerar sig frågar vi om hen är under 18 år, inte efter födelsedatum. För en deltagare under 18 år ber vi om en förälders eller vårdnadshavares e-postadress i stället för barnets egen, och sparar bara barnets namn, att hen är under 18 år, förälderns eller vårdnadshavarens e-postadress, när föräldern eller vårdnadshavaren bekräftade och om hen godkände att hela namnet visas.',
    'privacyPeople.childrenConsent':
      'Föräldern eller vårdnadshavaren får ett mejl med en bekräftelselänk. Tills hen bekräftar öppnar inte barnets butik och ingen kan beställa från den. Alla mejl om insamlingen (inloggningsuppgifter, meddelanden från organisatören) går till föräldern eller vårdnadshavaren, aldrig till barnet. Supportrarna ser barnets förnamn och första bokstaven i efternamnet; hela namnet bara när föräldern eller vårdnadshavaren kryssar i att hen godkänner det vid bekräftelsen och organisatören sedan väljer att visa det.',
    'personalData.erased': 'Dina personuppgifter har raderats.',
    'personalData.requestTitle': 'Hämta mina personuppgifter',
    'personalData.requestIntro':
      'Skriv e-postadressen du använde när du handlade. Om vi har beställningar för den skickar vi en länk till dina personuppgifter till den adressen.',
    'personalData.emailLabel': 'E-post',
    'personalData.sendLink': 'Skicka länken till mig',
    'personalData.linkInvalid': 'Länken gäller inte längre. Be om en ny.',
    'personalData.askAgain': 'Be om en ny länk',
    'personalData.dataTitle': 'Dina personuppgifter',
    'personalData.mailSubject': 'Dina personuppgifter hos Fundshop',
    'personalData.mailIntro':
      'Du har bett om de personuppgifter vi har om dig. Öppna länken för att ladda ner dem eller låta radera dem.',
    'personalData.mailAction': 'Öppna mina personuppgifter',
    'personalData.organiserMoneyOutstanding':
      'Din grupp har fortfarande pengar på väg eller kvar att betala ut. Radera dina personuppgifter efter den sista utbetalningen, eller skriv till supporten.',
    'personalData.demoAccount': 'Demons organisatör och deltagare finns där för alla att prova; de kan inte raderas.',
    'personalData.sellerErased':
      'Deltagarens personuppgifter har raderats; hen kan inte läggas till igen. Lägg till hen som en ny deltagare.',
    'personalData.retentionSelf':
      'Alla kan när som helst ladda ner sina personuppgifter och låta radera dem: organisatörer och deltagare från sitt konto, supportrar via en länk som mejlas till adressen de handlade med.',
    'participants.title': 'Deltagare',
    'participants.intro':
      'Deltagarna loggar in med sin e-postadress och inloggningskod, eller med sin inloggningslänk.',
    'participants.linkInvalid': 'Länken till deltagarna är inte giltig.',
    'participants.loading': 'Laddar deltagarna',
    'participants.registerParticipant': 'Registrera deltagare',
    'participants.activeSellers': 'Aktiva säljare ({count})',
    'participants.removedSellers': 'Borttagna säljare ({count})',
    'participants.noActiveSellers': 'Inga aktiva säljare hittades.',
    'participants.noRemovedSellers': 'Inga borttagna säljare hittades.',
    'participants.remove': 'Ta bort',
    'participants.addAgain': 'Lägg till igen',
    'participants.removedNotice': '{name} har tagits bort',
    'participants.addedAgainNotice': '{name} har lagts till igen',
    'participants.labelFor': '{label} ({name})',
    'participants.totalSales': 'Total försäljning: {amount}',
    'participants.totalSalesColumn': 'Total försäljning',
    'participants.action': 'Åtgärd',
    'participants.nameTaken':
      'Namnet är redan upptaget i {organization}. Om ditt efternamn saknas får du gärna lägga till det. Om flera av er har samma namn kan ni till exempel lägga till en siffra i namnet så att det blir unikt{on, select, edit { i den här webbutiken} other {}}.',
    'participants.registerIntro':
      'Med en e-postadress får deltagaren inloggningsuppgifterna med e-post. Utan en får du en inloggningskod att lämna över.',
    'participants.register': 'Registrera',
    'participants.registered': '{name} har registrerats.',
    'participants.detailsSentTo': 'Inloggningsuppgifterna har skickats till {email}.',
    'participants.giveCode': 'Ge {name} den här inloggningskoden:',
    'participants.linkHoldsCode': 'Utan e-postadress loggar {name} in med den här länken, som innehåller koden:',
    'participants.copyLoginLink': 'Kopiera inloggningslänken',
    'participants.codeInTable': 'Inloggningskoden visas i deltagartabellen.',
    'participants.registerAnother': 'Registrera en till',
    'participants.emailNow': 'E-post ({email})',
    'participants.waysTitle': 'Registrera deltagare',
    'participants.waysIntro': 'Varje deltagare får en egen butikslänk och QR-kod. Välj det sätt som passar din grupp.',
    'participants.option': 'Alternativ {step}',
    'participants.yourselfTitle': 'Registrera dem själv',
    'participants.yourselfText':
      'Lägg till en deltagare med ett namn och, om du vill, en e-postadress. Utan e-postadress får du en inloggningskod att lämna över.',
    'participants.inviteTitle': 'Bjud in med en länk',
    'participants.inviteText':
      'Skicka länken till gruppen, till exempel i en gruppchatt. Var och en registrerar sig själv.',
    'participants.shareText': 'Registrera dig som deltagare i vår insamling:',
    'participants.shareLink': 'Dela länken',
    'participants.qrTitle': 'Skanna en QR-kod',
    'participants.qrText':
      'Visa QR-koden på en skärm eller skriv ut den. Medlemmarna skannar den med mobilen och registrerar sig.',
    'participants.logInAgainForLink': 'Logga ut och in igen för att få gruppens registreringslänk och QR-kod.',
    'people.addedMany': '{count, plural, one {# deltagare har lagts till.} other {# deltagare har lagts till.}}',
    'people.rowControlCharacter':
      'Rad {line}: det finns {character, select, tab {en tabb} other {ett tecken som inte syns ({character})}} i {column, select, name {deltagarens namn} email {deltagarens e-post} other {förälderns eller vårdnadshavarens e-post}}. Ta bort det i listan och kontrollera listan igen.',
    'people.addAll': '{count, plural, one {Lägg till # deltagare} other {Lägg till # deltagare}}',
    'people.loginDetailsOf': 'Inloggningsuppgifter: {name}',
    'guardian.intro':
      '{child} har lagts till som deltagare i insamlingen för {group}. Bekräfta för att öppna {child}s butik; inloggningsuppgifterna kommer sedan till dig med e-post.',
    'people.guardianMailSubject': 'Bekräfta att ditt barn är med i insamlingen för {group}',
    'people.guardianMailIntro':
      '{organiser} har lagt till {child} som deltagare i insamlingen för {group} på Fundshop och angett din adress som en förälders eller vårdnadshavares. {child} skulle få en egen butik där supportrar köper e-böcker och hälften av varje köp går till gruppen.',
    'people.guardianMailIntroSelf':
      '{child} har anmält sig som deltagare i insamlingen för {group} på Fundshop, via länken från organisatören {organiser}, och angav din adress som förälderns eller vårdnadshavarens. {child} skulle få en egen butik, där supportrar köper e-böcker och hälften av varje köp går till gruppen.',
    'people.guardianMailKept':
      'Butiken öppnar först när du bekräftar. Vi sparar bara {child}s namn, att hen är under 18 år och din e-postadress; alla mejl om insamlingen kommer till dig. Supportrarna ser förnamnet och första bokstaven i efternamnet, om du inte godkänner hela namnet på nästa sida.',
    'people.guardianMailIgnore':
      'Om du inte väntade dig det här mejlet kan du strunta i det: inget öppnar utan dig. Länken fungerar i {days} dagar.',
    'personalData.linkSent':
      'Om vi har personuppgifter för den här adressen är en länk på väg. Den fungerar i {hours} timmar. Titta i inkorgen och i skräpposten.',
    'personalData.dataIntro':
      '{orders, plural, =1 {Vi har en beställning för din adress.} other {Vi har # beställningar för din adress.}}',
    'personalData.mailValidity':
      'Länken fungerar i {hours} timmar. Om du inte har bett om den kan du strunta i det här mejlet.',
  },
  fr: {
    'people.addManyButton': 'Ajouter plusieurs',
    'people.addManyTitle': 'Ajouter plusieurs participants',
    'people.addManyIntro':
      'Un participant par ligne : le nom, puis un courriel s’il en a un, par exemple « Anna Berg, anna@example.com ». Les colonnes d’un tableur peuvent être collées telles quelles, ou son fichier CSV téléversé : nom, courriel, moins de 18 ans (oui ou non), courriel du parent ou du tuteur.',
    'people.pasteLabel': 'Participants, un par ligne',
    'people.uploadCsv': 'Téléverser un fichier CSV',
    'people.csvUnreadable':
      'Le fichier n’a pas pu être lu comme CSV. Enregistrez-le depuis votre tableur au format CSV (UTF-8) et réessayez.',
    'people.checkList': 'Vérifier la liste',
    'people.listEmpty': 'La liste est vide : écrivez un participant par ligne.',
    'people.tooManyRows': `Au plus ${MAX_ROSTER_ROWS} participants peuvent être ajoutés à la fois.`,
    'people.nameTwiceInList':
      'Ce nom figure plus d’une fois dans la liste. Ajoutez un nom de famille ou un chiffre pour les distinguer.',
    'people.emailTwiceInList': 'Ce courriel figure plus d’une fois dans la liste.',
    'people.underEighteenUnclear': 'Écrivez oui ou non dans la colonne moins de 18 ans.',
    'people.rowsHaveProblems':
      'Certaines lignes ont un problème. Corrigez-les dans la liste et vérifiez-la de nouveau : rien n’a encore été enregistré.',
    'people.previewReady': 'Toutes les lignes sont correctes. Rien n’est enregistré avant que vous les ajoutiez.',
    'people.previewColumnName': 'Nom',
    'people.previewColumnMinor': 'Moins de 18 ans',
    'people.previewColumnGuardian': 'Courriel du parent ou du tuteur',
    'people.previewColumnProblem': 'Problème',
    'people.backToList': 'Retour à la liste',
    'people.close': 'Fermer',
    'people.editButton': 'Modifier',
    'people.editTitle': 'Modifier le participant',
    'people.editEmailHelp':
      'Avec un nouveau courriel, les informations de connexion y sont envoyées. Laissé vide, le courriel reste le même.',
    'people.loginDetailsButton': 'Informations de connexion',
    'people.sendByMail': 'Envoyer par courriel',
    'people.showOnScreen': 'Afficher le code et le lien',
    'people.loginCode': 'Code de connexion',
    'people.loginLink': 'Lien de connexion',
    'people.guardianLinkSentAgain': 'Le lien de confirmation a été renvoyé au parent ou au tuteur.',
    'people.noEmailToSend':
      'Ce participant n’a pas d’adresse courriel : ajoutez-en une avec Modifier, ou affichez le code et le lien et remettez-les-lui.',
    'people.loginDetailsMailedToParticipant': 'Les informations de connexion ont été envoyées au participant.',
    'people.loginDetailsMailedToGuardian': 'Les informations de connexion ont été envoyées au parent ou au tuteur.',
    'people.underEighteenLabel': 'Le participant a moins de 18 ans',
    'people.underEighteenHelp':
      'Un parent ou un tuteur confirme par courriel avant l’ouverture du magasin du participant; tous les courriels lui sont envoyés.',
    'people.guardianEmailLabel': 'Courriel du parent ou du tuteur',
    'people.guardianEmailMissing':
      'Le courriel d’un parent ou d’un tuteur est requis pour un participant de moins de 18 ans.',
    'people.minorOwnEmail':
      'Un participant de moins de 18 ans est joint par son parent ou son tuteur : laissez vide le courriel du participant.',
    'people.showFullNameLabel': 'Afficher le nom complet dans le magasin',
    'people.fullNameNeedsConsent': 'Le nom complet ne peut être affiché que si le parent ou le tuteur l’a accepté.',
    'people.guardianMailed':
      'Nous avons envoyé au parent ou au tuteur un lien pour confirmer. Lorsqu’il le fera, le magasin ouvrira et les informations de connexion lui seront envoyées.',
    'people.loginDetailsMailedToNewEmail':
      'Enregistré. Les informations de connexion ont été envoyées à la nouvelle adresse courriel.',
    'people.guardianPending': 'En attente du parent ou du tuteur',
    'people.guardianConfirmedChip': 'Confirmé par le parent ou le tuteur',
    'people.storeAwaitsGuardian':
      'Ce magasin n’est pas encore ouvert. Il ouvrira lorsque le parent ou le tuteur du participant l’aura confirmé.',
    'people.checkoutAwaitsGuardian':
      'La commande n’a pas pu être passée parce que ce magasin n’est pas encore ouvert : le parent ou le tuteur du participant ne l’a pas confirmé.',
    'people.guardianPageTitle': 'Confirmez la collecte de fonds de votre enfant',
    'people.guardianAgreeFullName':
      'Afficher le nom complet de mon enfant dans son magasin. Sinon, les partisans voient le prénom et la première lettre du nom de famille.',
    'people.guardianConfirmButton': 'Confirmer',
    'people.guardianConfirmedTitle': 'Merci',
    'people.guardianConfirmedBody':
      'Le magasin est maintenant ouvert. Nous vous avons envoyé les informations de connexion : donnez-les à votre enfant, ou connectez-vous avec elles pour suivre les ventes. Tous les courriels au sujet de la collecte vous sont envoyés, et non à votre enfant.',
    'people.guardianLinkInvalid':
      'Ce lien ne peut pas être utilisé : il a déjà servi ou date de plus de 14 jours. Demandez à l’organisateur de le renvoyer.',
    'people.guardianMailAction': 'Confirmer',
    'privacyPeople.participantsShown':
      'Le nom, la photo, l’objectif et le message sont affichés dans le magasin public du participant (pour un participant de moins de 18 ans, le prénom et la première lettre du nom de famille, sauf si un parent ou un tuteur a accepté le nom complet); l’organisateur voit les ventes, le courriel et le code de connexion du participant. Personne d’autre ne les voit.',
    'privacyPeople.childrenHeading': 'Enfants',
    'privacyPeople.childrenKept':
      'Les participants sont souvent des enfants. Lorsqu’un participant est ajouté ou s’inscrit, nous demandons s’il a moins de 18 ans, et non sa date de naissance. Pour un participant de moins de 18 ans, nous demandons l’adresse courriel d’un parent ou d’un tuteur plutôt que celle de l’enfant, et ne conservons que le nom de l’enfant, le fait qu’il a moins de 18 ans, l’adresse courriel du parent ou du tuteur, la date de sa confirmation et s’il a accepté d’afficher le nom complet.',
    'privacyPeople.childrenConsent':
      'Le parent ou le tuteur reçoit un courriel avec un lien de confirmation. Tant qu’il n’a pas confirmé, le magasin de l’enfant n’ouvre pas et personne ne peut y commander. Tous les courriels au sujet de la collecte (informations de connexion, messages de l’organisateur) sont envoyés au parent ou au tuteur, jamais à l’enfant. Les partisans voient le prénom de l’enfant et la première lettre de son nom de famille; le nom complet seulement si le parent ou le tuteur coche qu’il l’accepte en confirmant et que l’organisateur choisit ensuite de l’afficher.',
    'personalData.erased': 'Vos données ont été effacées.',
    'personalData.requestTitle': 'Obtenir mes données',
    'personalData.requestIntro':
      'Entrez l’adresse courriel utilisée lors de votre achat. Si nous conservons des commandes pour cette adresse, nous y envoyons un lien vers vos données.',
    'personalData.emailLabel': 'Courriel',
    'personalData.sendLink': 'M’envoyer le lien',
    'personalData.linkInvalid': 'Ce lien n’est plus valide. Demandez-en un nouveau.',
    'personalData.askAgain': 'Demander un nouveau lien',
    'personalData.dataTitle': 'Vos données',
    'personalData.mailSubject': 'Vos données chez Fundshop',
    'personalData.mailIntro':
      'Vous avez demandé les données que nous conservons sur vous. Ouvrez le lien pour les télécharger ou les faire effacer.',
    'personalData.mailAction': 'Ouvrir mes données',
    'personalData.organiserMoneyOutstanding':
      'Votre groupe a encore de l’argent en route ou à verser. Effacez vos données après le dernier versement, ou écrivez au soutien.',
    'personalData.demoAccount':
      'L’organisateur et le participant de la démonstration sont là pour que tout le monde puisse essayer; ils ne peuvent pas être effacés.',
    'personalData.sellerErased':
      'Les données de ce participant ont été effacées; il ne peut pas être ajouté de nouveau. Ajoutez-le comme nouveau participant.',
    'personalData.retentionSelf':
      'Chacun peut télécharger ses données et les faire effacer en tout temps : les organisateurs et les participants depuis leur compte, les partisans par un lien envoyé à l’adresse utilisée pour leur achat.',
    'participants.title': 'Participants',
    'participants.intro':
      'Les participants se connectent avec leur courriel et leur code de connexion, ou avec leur lien de connexion.',
    'participants.linkInvalid': 'Ce lien vers les participants n’est pas valide.',
    'participants.loading': 'Chargement des participants',
    'participants.registerParticipant': 'Inscrire un participant',
    'participants.activeSellers': 'Vendeurs actifs ({count})',
    'participants.removedSellers': 'Vendeurs retirés ({count})',
    'participants.noActiveSellers': 'Aucun vendeur actif n’a été trouvé.',
    'participants.noRemovedSellers': 'Aucun vendeur retiré n’a été trouvé.',
    'participants.remove': 'Retirer',
    'participants.addAgain': 'Ajouter de nouveau',
    'participants.removedNotice': '{name} a été retiré',
    'participants.addedAgainNotice': '{name} a été ajouté de nouveau',
    'participants.labelFor': '{label} ({name})',
    'participants.totalSales': 'Ventes totales : {amount}',
    'participants.totalSalesColumn': 'Ventes totales',
    'participants.action': 'Action',
    'participants.nameTaken':
      'Ce nom est déjà pris dans {organization}. Si votre nom de famille manque, n’hésitez pas à l’ajouter. Si plusieurs d’entre vous portent le même nom, vous pouvez par exemple ajouter un chiffre au nom pour le rendre unique{on, select, edit { dans ce magasin en ligne} other {}}.',
    'participants.registerIntro':
      'Avec une adresse courriel, le participant reçoit ses informations de connexion par courriel. Sans adresse, vous obtenez un code de connexion à lui remettre.',
    'participants.register': 'Inscrire',
    'participants.registered': '{name} a été inscrit.',
    'participants.detailsSentTo': 'Les informations de connexion ont été envoyées à {email}.',
    'participants.giveCode': 'Donnez ce code de connexion à {name} :',
    'participants.linkHoldsCode': 'Sans adresse courriel, {name} se connecte avec ce lien, qui contient le code :',
    'participants.copyLoginLink': 'Copier le lien de connexion',
    'participants.codeInTable': 'Le code de connexion est affiché dans le tableau des participants.',
    'participants.registerAnother': 'En inscrire un autre',
    'participants.emailNow': 'Courriel ({email})',
    'participants.waysTitle': 'Inscrire des participants',
    'participants.waysIntro':
      'Chaque participant obtient un lien de magasin personnel et un code QR. Choisissez la façon qui convient à votre groupe.',
    'participants.option': 'Option {step}',
    'participants.yourselfTitle': 'Les inscrire vous-même',
    'participants.yourselfText':
      'Ajoutez un participant avec un nom et, si vous le voulez, une adresse courriel. Sans courriel, vous obtenez un code de connexion à lui remettre.',
    'participants.inviteTitle': 'Inviter avec un lien',
    'participants.inviteText':
      'Envoyez le lien au groupe, par exemple dans une discussion de groupe. Chaque membre s’inscrit lui-même.',
    'participants.shareText': 'Inscrivez-vous comme participant à notre collecte de fonds :',
    'participants.shareLink': 'Partager le lien',
    'participants.qrTitle': 'Balayer un code QR',
    'participants.qrText':
      'Affichez le code QR à l’écran ou imprimez-le. Les membres le balaient avec leur téléphone et s’inscrivent.',
    'participants.logInAgainForLink':
      'Déconnectez-vous et reconnectez-vous pour obtenir le lien d’inscription et le code QR de votre groupe.',
    'people.addedMany': '{count, plural, one {# participant a été ajouté.} other {# participants ont été ajoutés.}}',
    'people.rowControlCharacter':
      'Ligne {line} : il y a {character, select, tab {une tabulation} other {un caractère invisible ({character})}} dans {column, select, name {le nom} email {le courriel} other {le courriel du parent ou du tuteur}}. Retirez-le de la liste et vérifiez la liste de nouveau.',
    'people.addAll': '{count, plural, one {Ajouter # participant} other {Ajouter # participants}}',
    'people.loginDetailsOf': 'Informations de connexion : {name}',
    'guardian.intro':
      '{child} a été ajouté comme participant à la collecte de fonds de {group}. Confirmez pour ouvrir le magasin de {child}; les informations de connexion vous seront ensuite envoyées par courriel.',
    'people.guardianMailSubject':
      'Veuillez confirmer la participation de votre enfant à la collecte de fonds de {group}',
    'people.guardianMailIntro':
      '{organiser} a ajouté {child} comme participant à la collecte de fonds de {group} sur Fundshop et a donné votre adresse comme celle d’un parent ou d’un tuteur. {child} aurait son propre magasin, où des partisans achètent des livres numériques et la moitié de chaque achat va au groupe.',
    'people.guardianMailIntroSelf':
      '{child} s’est inscrit comme participant à la collecte de fonds de {group} sur Fundshop, par le lien de l’organisateur {organiser}, et a donné votre adresse comme celle d’un parent ou d’un tuteur. {child} aurait son propre magasin, où des partisans achètent des livres numériques et la moitié de chaque achat va au groupe.',
    'people.guardianMailKept':
      'Le magasin n’ouvre que si vous confirmez. Nous ne conservons que le nom de {child}, le fait qu’il a moins de 18 ans et votre adresse courriel; tous les courriels au sujet de la collecte vous sont envoyés. Les partisans voient le prénom et la première lettre du nom de famille, sauf si vous acceptez le nom complet à la page suivante.',
    'people.guardianMailIgnore':
      'Si vous n’attendiez pas ce courriel, ignorez-le : rien n’ouvre sans vous. Le lien fonctionne pendant {days} jours.',
    'personalData.linkSent':
      'Si nous conservons des données pour cette adresse, un lien est en route. Il fonctionne pendant {hours} heures. Vérifiez votre boîte de réception et vos courriels indésirables.',
    'personalData.dataIntro':
      '{orders, plural, =1 {Nous conservons une commande pour votre adresse.} one {Nous conservons # commande pour votre adresse.} other {Nous conservons # commandes pour votre adresse.}}',
    'personalData.mailValidity':
      'Le lien fonctionne pendant {hours} heures. Si vous ne l’avez pas demandé, ignorez ce courriel.',
  },
});
