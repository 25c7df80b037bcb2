import { DELIVERY_MSG } from '../../delivery.ts';
import { catalogueArea, prefixed } from '../catalogue-source.ts';

/**
 * Delivery and refunds: the e-book pages, checkout's pages, the order pages, the legal pages and their mails. Data, not
 * logic. `{email}` and `{link}` in a legal text mark where its link goes (legal-page.tsx), so each language places it.
 */
export const deliveryTexts = catalogueArea({
  en: {
    ...prefixed('delivery', DELIVERY_MSG),
    // The my-books page, the voucher code page and the printable voucher (features/delivery)
    'delivery.intro': 'Thank you for supporting {seller} and {group}. Your e-books are ready to download.',
    'delivery.download': 'Download {format}',
    'delivery.downloadName': 'Download {format}: {book}',
    'delivery.downloadsLeft': '{count, plural, one {# download left} other {# downloads left}}',
    'delivery.fileSizeKb': '{size} KB',
    'delivery.fileSizeMb': '{size} MB',
    'delivery.selfRefundUntil':
      'You can cancel and get a full refund until {date}, as long as you have not downloaded any e-book.',
    'delivery.selfRefundDone': 'Your order has been cancelled. {amount} is on its way back to your card.',
    'delivery.partlyRefunded': '{amount} of this order has been refunded to your card.',
    'delivery.voucherFor': 'For {name}',
    'delivery.voucherHowTo': 'Scan the code or open {url} and type the code to download your e-books.',
    // The stamp of every delivered file, in the buyer's language (integrations/ebooks): the PDF footer and metadata, the
    // EPUB's dc:rights and colophon page. {order} is the order number as text (no digit grouping).
    'delivery.stampLine': 'Personal copy of {name}, order {order}',
    'delivery.stampColophon':
      'This e-book is the personal copy of {name}, bought on Fundshop with order {order}. Please do not share it.',
    // The payment page (features/checkout)
    'checkoutPage.title': 'Payment',
    'checkoutPage.back': 'Back',
    'checkoutPage.noSession':
      'This payment can only be started from the store. Please go back to the store and check out again.',
    'checkoutPage.backToStore': 'Back to the store',
    'checkoutPage.supporting': 'supporting {sellerName}',
    'checkoutPage.stripeUnavailable': 'The card payment is not available right now. Please try again later.',
    'checkoutPage.cardPayment': 'Card payment',
    'checkoutPage.cardNumber': 'Card number',
    'checkoutPage.expiry': 'Expiry',
    'checkoutPage.expiryFormat': 'MM/YY',
    'checkoutPage.cvc': 'CVC',
    'checkoutPage.cardDeclined': 'Your card was declined.',
    'checkoutPage.testCards':
      'Test payment: no card is charged. 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.',
    // The store's own words (features/shop, components/cart)
    'shopPage.ebooks': 'E-books',
    'shopPage.tryAgain': 'Try again',
    'shopPage.yourCart': 'Your cart',
    'shopPage.yourDetails': 'Your details',
    'shopPage.products': 'Products',
    // The terms (features/legal)
    'legal.updated': 'Last updated: November 2026',
    'legal.organisers': 'Organisers',
    'legal.participants': 'Participants',
    'legal.supporters': 'Supporters',
    'legal.termsIntro':
      'Fundshop lets groups such as school classes, sports teams and clubs raise money by selling e-books. These terms apply to the organiser who registers a group, to the participants who sell, and to the supporters who buy. Questions: {email}.',
    'legal.termsService': 'The service',
    'legal.termsServiceFree':
      'A group registers a webshop for free: there are no costs and no hidden fees for the group. Each participant gets a personal store with its own link and QR code. Supporters buy e-books there by card, without an account.',
    'legal.termsServiceShare':
      '{percent}% of every purchase benefits the group; the rest covers the e-books, card fees and running Fundshop.',
    'legal.termsOrganiserDuties':
      "The organiser must be at least {age} years old and may register only a group they are allowed to act for. The organiser keeps the login details safe, adds only participants who agreed to take part, and gives a participant's login code only to that participant (or, for a child, to a parent or guardian).",
    'legal.termsOrganiserMoney':
      "The group's share is paid to the payment account the organiser sets up with our card-payment provider. Orders the organiser or a participant enters as paid in cash count towards the sales; the platform's share of them is deducted from the payout.",
    'legal.termsOrganiserPayout':
      "To be paid, the organiser locks the webshop (it then takes no new orders) and starts the payout. A payout needs earnings of at least {amount} in the group's currency; it usually reaches the bank within 2-7 business days.",
    'legal.termsParticipants':
      "A participant registers through the group's link or is added by the organiser, and may change its name, goal, message and picture. A picture must show something the participant has the right to share; we may remove anything unlawful or hurtful.",
    'legal.termsSupporters': 'Supporters: orders, delivery and refunds',
    'legal.termsPrices':
      "Prices are shown in the group's currency and include everything; the card is charged when the order is placed. A receipt is sent by email.",
    'legal.termsDelivery':
      'The e-books are delivered by email as soon as the payment is confirmed, usually within minutes: the receipt links to your own page, where you download them. If they have not arrived, write to us and we will send them again.',
    'legal.termsRefunds':
      "If you change your mind, write to us within 14 days of your order and before you have downloaded the e-books, and we refund the full amount to your card. If an e-book cannot be opened or is not what was described, we replace it or refund it, also after the 14 days. A refund is taken off the group's share.",
    'legal.termsFairUse': 'Fair use',
    'legal.termsFairUseText':
      "Do not misuse the service: no false orders, no attempts to reach other groups' data, no automated registrations. We may lock a webshop that is used for anything else than a real fundraiser, and tell the organiser why.",
    'legal.termsPersonalData': 'Personal data',
    'legal.termsPersonalDataText':
      'How we handle the data of organisers, participants and supporters is described in the {link}.',
    'legal.termsPrivacyLink': 'privacy policy',
    'legal.termsChanges': 'Changes and contact',
    'legal.termsChangesText':
      'If these terms change, we tell organisers by email before the change applies. Questions, complaints and refund requests: {email}.',
    // The privacy policy (features/legal)
    'legal.privacyIntro':
      'This policy explains which personal data Fundshop keeps, why, for how long and who sees it. Fundshop is the controller of this data. Questions, or a request to see, correct or delete your data: {email}.',
    'legal.privacyOrganisersKept':
      "When you register a group we keep the group's name, country, size, goal and message to supporters, and your first and last name, email address and phone number. Your password is stored only as a one-way hash.",
    'legal.privacyOrganisersUse':
      'We use them to run your webshop, send your login details and messages about payouts, and answer you. The payment account is held by our card-payment provider, which asks for your bank details itself; we do not see them.',
    'legal.privacyParticipantsKept':
      "We keep a participant's name, email address (if given), picture (if uploaded), sales goal, message to supporters and sales. The login code is stored encrypted, so the organiser can hand it over.",
    'legal.privacySupportersKept':
      'When you order we keep your name, email address, phone number, postal address, the name of the person you support and what you bought. We use them to deliver the e-books, send your receipt, answer questions and handle refunds, and to keep the books the law requires.',
    'legal.privacySupportersShown':
      'Your card details go straight to our card-payment provider; we never see or store them. The participant you support sees your first name, what you bought and your personal message ({percent}% of the order benefits their group), never your email address, phone number or postal address. The organiser of the group sees your name, email address, phone number and postal address, to deliver your order and answer your questions. Neither sees your card.',
    'legal.privacyHowLong': 'How long we keep it',
    'legal.privacyCheckouts':
      'A checkout that is not paid within 24 hours is cancelled and the details typed into it are erased.',
    'legal.privacyRetentionSupporters':
      "Supporters' names, email addresses, phone numbers, postal addresses and messages are erased {days, plural, one {# day} other {# days}} after the group's final payout. Order numbers and amounts are kept for bookkeeping.",
    'legal.privacyRetentionParticipants':
      "Participants' accounts are closed and their names, email addresses, pictures and messages erased {days, plural, one {# day} other {# days}} after the fundraiser has ended (locked and paid out).",
    'legal.privacyBookkeeping':
      'Order numbers, amounts and dates are kept as long as bookkeeping law requires (up to 7 years), without the names.',
    'legal.privacySessions':
      'Login sessions end after 30 days. To stop abuse we count requests per network address; those counts are deleted after a day.',
    'legal.privacyProcessors': 'Who else handles the data',
    'legal.privacyProcessorsText':
      'Our card-payment provider (payments and payouts), our email provider (sending mail) and our hosting provider. Each handles the data only to do that job for us. If web analytics or an advertising pixel is switched on for this site, it records page visits and completed registrations or purchases, without your name or address.',
    'legal.privacyBrowser': 'In your browser',
    'legal.privacyBrowserText':
      'The site stores your login (organisers and participants) and, while you shop, your cart and the details you have typed in, so a reload does not lose them. Logging out or a paid order clears them.',
    'legal.privacyRights': 'Your rights',
    'legal.privacyRightsText':
      'You may ask to see the data we hold about you, to correct it, to delete it or to receive a copy, and you may complain to your data protection authority. Write to {email}; we answer within 30 days.',
    // The refund mails (server refund/mails.ts): the buyer's in its language, the organiser's in the organiser's
    'refundMail.buyerText':
      'We have refunded {amount} of your order supporting {seller} and {group} to the card you paid with. Banks usually show it within 5-10 days.',
    'refundMail.questions': 'Questions? Write to {email}.',
    'refundMail.refundedNow': 'Refunded now',
    'refundMail.taxInRefund': 'Of which tax',
    'refundMail.refundedInAll': 'Refunded in all',
    'refundMail.amountOfTotal': '{refunded} of {total}',
    'refundMail.organiserText':
      "Order {order} (seller: {seller}) was refunded {extent, select, full {in full} other {in part}}: {amount} went back to the buyer's card. The group's share of it comes off the group's earnings; if it was already paid out, it is deducted from the next payout. Your dashboard shows it under 'Where the money is'.",
    'refundMail.openDashboard': 'Open your dashboard',
    // The organiser's dispute mails (server dispute/service.ts)
    'refundMail.disputeOpenSubject': 'A payment of order {order} is disputed',
    'refundMail.disputeClosedSubject': 'The dispute about order {order} is closed',
    'refundMail.disputeOpen':
      "The buyer's bank disputes the card payment of order {order} ({amount}). Until the bank decides, the group's share of it is held from payouts and the order's e-books cannot be downloaded. Fundshop answers the dispute; you need not do anything.",
    'refundMail.disputeWon':
      "The dispute about order {order} ({amount}) was decided for Fundshop: the group's share is no longer held.",
    'refundMail.disputeLost':
      "The dispute about order {order} ({amount}) was decided for the buyer: the amount went back to the buyer and the group's share of it comes off its earnings (deducted from the next payout if already paid). The dispute fee is Fundshop's, not the group's.",
  },
  sv: {
    'delivery.pageTitle': 'Dina e-böcker',
    'delivery.noDownloadsLeft':
      'Inga nedladdningar kvar för den här filen. Skriv till supporten om du behöver den igen.',
    'delivery.linkUnknown':
      'Den här länken till dina e-böcker är ogiltig eller har gått ut. Använd det senaste mejlet om din beställning, eller skriv till supporten.',
    'delivery.downloadExpired':
      'Den här nedladdningslänken har gått ut. Öppna sidan med dina e-böcker igen och tryck på Ladda ner.',
    'delivery.downloadLimit':
      'Den här filen har laddats ner så många gånger som det är tillåtet. Skriv till supporten om du behöver den igen.',
    'delivery.downloadsSuspended': 'Nedladdningarna är pausade medan betalningen för beställningen granskas.',
    'delivery.refunded': 'Beställningen har återbetalats. Dess e-böcker kan inte längre laddas ner.',
    'delivery.resend': 'Skicka länken igen',
    'delivery.orderWithoutEmail':
      'Beställningen har ingen e-postadress att skicka e-böckerna till. Skriv ut en e-bokskupong och ge den till köparen i stället.',
    'delivery.bookNotInOrder': 'Den här e-boken ingår inte i beställningen.',
    'delivery.resent': 'Vi har skickat länken till beställningens e-postadress.',
    'delivery.selfRefund': 'Avbeställ och få pengarna tillbaka',
    'delivery.selfRefundConfirm':
      'Vill du avbeställa och få hela beloppet tillbaka till ditt kort? E-böckerna kan då inte längre laddas ner.',
    'delivery.refundNotAllowed':
      'Beställningen kan inte längre avbeställas här: de 14 dagarna har gått eller en e-bok har laddats ner. Skriv till supporten.',
    'delivery.refundTooLarge': 'Återbetalningen är större än det som återstår av beställningen.',
    'delivery.refundProviderFailed': 'Återbetalningen kunde inte göras just nu. Försök igen om några minuter.',
    'delivery.refundOnlyCard': 'Bara kortbeställningar kan återbetalas.',
    'delivery.inTheMail':
      'Dina e-böcker finns i mejlet vi just skickade dig: öppna länken i det för att ladda ner dem som EPUB och PDF.',
    'delivery.colophonTitle': 'Personligt exemplar',
    'delivery.voucherTitle': 'Dina e-böcker',
    'delivery.voucherPrint': 'Skriv ut kupongen',
    'delivery.voucherButton': 'E-bokskupong',
    'delivery.resendButton': 'Skicka e-böckerna igen',
    'delivery.refundedMailSubject': 'Din återbetalning',
    'delivery.organiserRefundMailSubject': 'En beställning har återbetalats',
    'delivery.selfRefundTitle': 'Vill du avbeställa?',
    'delivery.keepOrder': 'Behåll min beställning',
    'delivery.codeIntro': 'Skriv koden som står på din e-bokskupong.',
    'delivery.codeLabel': 'Kupongkod',
    'delivery.codeOpen': 'Öppna mina e-böcker',
    'delivery.codeInvalid': 'Det är ingen kupongkod. Den har 26 bokstäver och siffror, i grupper om fem.',
    'delivery.voucherCodeLabel': 'Din kod',
    'delivery.voucherQrLabel': 'QR-kod till sidan med e-böckerna',
    'delivery.orderRefunded': 'Återbetald',
    'delivery.intro': 'Tack för att du stöttar {seller} och {group}. Dina e-böcker är klara att laddas ner.',
    'delivery.download': 'Ladda ner {format}',
    'delivery.downloadName': 'Ladda ner {format}: {book}',
    'delivery.downloadsLeft': '{count, plural, one {# nedladdning kvar} other {# nedladdningar kvar}}',
    'delivery.fileSizeKb': '{size} kB',
    'delivery.fileSizeMb': '{size} MB',
    'delivery.selfRefundUntil':
      'Du kan avbeställa och få hela beloppet tillbaka fram till {date}, så länge du inte har laddat ner någon e-bok.',
    'delivery.selfRefundDone': 'Din beställning är avbeställd. {amount} är på väg tillbaka till ditt kort.',
    'delivery.partlyRefunded': '{amount} av beställningen har återbetalats till ditt kort.',
    'delivery.voucherFor': 'Till {name}',
    'delivery.voucherHowTo': 'Skanna koden eller öppna {url} och skriv in koden för att ladda ner dina e-böcker.',
    'delivery.stampLine': 'Personligt exemplar för {name}, beställning {order}',
    'delivery.stampColophon':
      'Den här e-boken är ett personligt exemplar för {name}, köpt på Fundshop med beställning {order}. Dela den inte vidare.',
    'checkoutPage.title': 'Betalning',
    'checkoutPage.back': 'Tillbaka',
    'checkoutPage.noSession':
      'Den här betalningen kan bara startas från butiken. Gå tillbaka till butiken och gå till kassan igen.',
    'checkoutPage.backToStore': 'Tillbaka till butiken',
    'checkoutPage.supporting': 'till stöd för {sellerName}',
    'checkoutPage.stripeUnavailable': 'Kortbetalning är inte tillgänglig just nu. Försök igen senare.',
    'checkoutPage.cardPayment': 'Kortbetalning',
    'checkoutPage.cardNumber': 'Kortnummer',
    'checkoutPage.expiry': 'Utgångsdatum',
    'checkoutPage.expiryFormat': 'MM/ÅÅ',
    'checkoutPage.cvc': 'CVC',
    'checkoutPage.cardDeclined': 'Ditt kort nekades.',
    'checkoutPage.testCards':
      'Testbetalning: inget kort debiteras. 4242 4242 4242 4242 betalar, 4000 0000 0000 0002 nekas.',
    'shopPage.ebooks': 'E-böcker',
    'shopPage.tryAgain': 'Försök igen',
    'shopPage.yourCart': 'Din varukorg',
    'shopPage.yourDetails': 'Dina uppgifter',
    'shopPage.products': 'Produkter',
    'legal.updated': 'Senast uppdaterad: november 2026',
    'legal.organisers': 'Organisatörer',
    'legal.participants': 'Deltagare',
    'legal.supporters': 'Supportrar',
    'legal.termsIntro':
      'Med Fundshop kan grupper som skolklasser, idrottslag och föreningar samla in pengar genom att sälja e-böcker. De här villkoren gäller för organisatören som registrerar en grupp, för deltagarna som säljer och för supportrarna som köper. Frågor: {email}.',
    'legal.termsService': 'Tjänsten',
    'legal.termsServiceFree':
      'En grupp registrerar en webbutik gratis: det finns inga kostnader och inga dolda avgifter för gruppen. Varje deltagare får en egen butik med egen länk och QR-kod. Supportrar köper e-böcker där med kort, utan konto.',
    'legal.termsServiceShare':
      '{percent} % av varje köp går till gruppen; resten täcker e-böckerna, kortavgifterna och driften av Fundshop.',
    'legal.termsOrganiserDuties':
      'Organisatören måste vara minst {age} år och får bara registrera en grupp som hen har rätt att företräda. Organisatören förvarar inloggningsuppgifterna säkert, lägger bara till deltagare som har gått med på att vara med och ger en deltagares inloggningskod bara till den deltagaren (eller, för ett barn, till en förälder eller vårdnadshavare).',
    'legal.termsOrganiserMoney':
      'Gruppens andel betalas ut till det betalkonto som organisatören lägger upp hos vår leverantör av kortbetalningar. Beställningar som organisatören eller en deltagare registrerar som betalda kontant räknas in i försäljningen; plattformens andel av dem dras av från utbetalningen.',
    'legal.termsOrganiserPayout':
      'För att få betalt låser organisatören webbutiken (den tar då inte emot nya beställningar) och startar utbetalningen. En utbetalning kräver intäkter på minst {amount} i gruppens valuta; den når oftast banken inom 2–7 bankdagar.',
    'legal.termsParticipants':
      'En deltagare registrerar sig via gruppens länk eller läggs till av organisatören, och kan ändra sitt namn, mål, meddelande och sin bild. En bild måste visa något som deltagaren har rätt att dela; vi kan ta bort allt som är olagligt eller sårande.',
    'legal.termsSupporters': 'Supportrar: beställningar, leverans och återbetalningar',
    'legal.termsPrices':
      'Priserna visas i gruppens valuta och inkluderar allt; kortet debiteras när beställningen läggs. Ett kvitto skickas med e-post.',
    'legal.termsDelivery':
      'E-böckerna levereras via e-post så snart betalningen är bekräftad, oftast inom några minuter: kvittot länkar till din egen sida, där du laddar ner dem. Om de inte har kommit fram, skriv till oss så skickar vi dem igen.',
    'legal.termsRefunds':
      'Om du ångrar dig, skriv till oss inom 14 dagar från beställningen och innan du har laddat ner e-böckerna, så återbetalar vi hela beloppet till ditt kort. Om en e-bok inte går att öppna eller inte är vad som beskrevs ersätter vi den eller återbetalar den, även efter de 14 dagarna. En återbetalning dras från gruppens andel.',
    'legal.termsFairUse': 'Rimlig användning',
    'legal.termsFairUseText':
      'Missbruka inte tjänsten: inga falska beställningar, inga försök att komma åt andra gruppers uppgifter, inga automatiska registreringar. Vi kan låsa en webbutik som används till något annat än en verklig insamling, och talar då om för organisatören varför.',
    'legal.termsPersonalData': 'Personuppgifter',
    'legal.termsPersonalDataText':
      'Hur vi hanterar uppgifter om organisatörer, deltagare och supportrar beskrivs i {link}.',
    'legal.termsPrivacyLink': 'integritetspolicyn',
    'legal.termsChanges': 'Ändringar och kontakt',
    'legal.termsChangesText':
      'Om villkoren ändras meddelar vi organisatörerna via e-post innan ändringen börjar gälla. Frågor, klagomål och begäran om återbetalning: {email}.',
    'legal.privacyIntro':
      'Den här policyn förklarar vilka personuppgifter Fundshop sparar, varför, hur länge och vem som ser dem. Fundshop är personuppgiftsansvarig för uppgifterna. Frågor, eller en begäran om att se, rätta eller radera dina uppgifter: {email}.',
    'legal.privacyOrganisersKept':
      'När du registrerar en grupp sparar vi gruppens namn, land, storlek, mål och meddelande till supportrarna, samt ditt för- och efternamn, din e-postadress och ditt telefonnummer. Ditt lösenord sparas bara som en envägshash.',
    'legal.privacyOrganisersUse':
      'Vi använder dem för att driva din webbutik, skicka dina inloggningsuppgifter och meddelanden om utbetalningar och för att svara dig. Betalkontot finns hos vår leverantör av kortbetalningar, som själv frågar efter dina bankuppgifter; vi ser dem inte.',
    'legal.privacyParticipantsKept':
      'Vi sparar en deltagares namn, e-postadress (om den har angetts), bild (om en har laddats upp), försäljningsmål, meddelande till supportrarna och försäljning. Inloggningskoden sparas krypterad, så att organisatören kan lämna över den.',
    'legal.privacySupportersKept':
      'När du beställer sparar vi ditt namn, din e-postadress, ditt telefonnummer, din postadress, namnet på personen du stöttar och vad du köpte. Vi använder dem för att leverera e-böckerna, skicka ditt kvitto, svara på frågor och hantera återbetalningar, och för att föra den bokföring som lagen kräver.',
    'legal.privacySupportersShown':
      'Dina kortuppgifter går direkt till vår leverantör av kortbetalningar; vi ser eller sparar dem aldrig. Deltagaren du stöttar ser ditt förnamn, vad du köpte och ditt personliga meddelande ({percent} % av beställningen går till hens grupp), aldrig din e-postadress, ditt telefonnummer eller din postadress. Gruppens organisatör ser ditt namn, din e-postadress, ditt telefonnummer och din postadress, för att kunna leverera din beställning och svara på dina frågor. Ingen av dem ser ditt kort.',
    'legal.privacyHowLong': 'Hur länge vi sparar uppgifterna',
    'legal.privacyCheckouts':
      'En beställning som inte har betalats inom 24 timmar avbryts och uppgifterna som skrevs in i den raderas.',
    'legal.privacyRetentionSupporters':
      'Supportrarnas namn, e-postadresser, telefonnummer, postadresser och meddelanden raderas {days, plural, one {# dag} other {# dagar}} efter gruppens sista utbetalning. Ordernummer och belopp sparas för bokföringen.',
    'legal.privacyRetentionParticipants':
      'Deltagarnas konton stängs och deras namn, e-postadresser, bilder och meddelanden raderas {days, plural, one {# dag} other {# dagar}} efter att insamlingen har avslutats (låst och utbetald).',
    'legal.privacyBookkeeping':
      'Ordernummer, belopp och datum sparas så länge bokföringslagen kräver (upp till 7 år), utan namnen.',
    'legal.privacySessions':
      'Inloggningar upphör efter 30 dagar. För att stoppa missbruk räknar vi förfrågningar per nätverksadress; de siffrorna raderas efter ett dygn.',
    'legal.privacyProcessors': 'Vilka fler som hanterar uppgifterna',
    'legal.privacyProcessorsText':
      'Vår leverantör av kortbetalningar (betalningar och utbetalningar), vår e-postleverantör (utskick av mejl) och vår leverantör av webbhotell. Var och en hanterar uppgifterna bara för att göra just det jobbet åt oss. Om webbanalys eller en annonspixel är påslagen för den här webbplatsen registrerar den sidbesök och genomförda registreringar eller köp, utan ditt namn eller din adress.',
    'legal.privacyBrowser': 'I din webbläsare',
    'legal.privacyBrowserText':
      'Webbplatsen sparar din inloggning (organisatörer och deltagare) och, medan du handlar, din varukorg och uppgifterna du har skrivit in, så att de inte försvinner när sidan laddas om. De rensas när du loggar ut eller när en beställning är betald.',
    'legal.privacyRights': 'Dina rättigheter',
    'legal.privacyRightsText':
      'Du kan be att få se de uppgifter vi har om dig, få dem rättade, raderade eller få en kopia, och du kan klaga hos din dataskyddsmyndighet. Skriv till {email}; vi svarar inom 30 dagar.',
    'refundMail.buyerText':
      'Vi har återbetalat {amount} av din beställning till stöd för {seller} och {group} till kortet du betalade med. Banken brukar visa det inom 5–10 dagar.',
    'refundMail.questions': 'Frågor? Skriv till {email}.',
    'refundMail.refundedNow': 'Återbetalat nu',
    'refundMail.taxInRefund': 'Varav skatt',
    'refundMail.refundedInAll': 'Återbetalat totalt',
    'refundMail.amountOfTotal': '{refunded} av {total}',
    'refundMail.organiserText':
      'Beställning {order} (säljare: {seller}) har återbetalats {extent, select, full {i sin helhet} other {till en del}}: {amount} gick tillbaka till köparens kort. Gruppens andel av det dras från gruppens intäkter; om den redan har betalats ut dras den av från nästa utbetalning. Din översikt visar det under ”Var pengarna finns”.',
    'refundMail.openDashboard': 'Öppna din översikt',
    'refundMail.disputeOpenSubject': 'Betalningen av beställning {order} har bestridits',
    'refundMail.disputeClosedSubject': 'Tvisten om beställning {order} är avslutad',
    'refundMail.disputeOpen':
      'Köparens bank bestrider kortbetalningen av beställning {order} ({amount}). Tills banken har beslutat hålls gruppens andel av den inne från utbetalningar, och beställningens e-böcker kan inte laddas ner. Fundshop besvarar tvisten; du behöver inte göra något.',
    'refundMail.disputeWon':
      'Tvisten om beställning {order} ({amount}) avgjordes till Fundshops fördel: gruppens andel hålls inte längre inne.',
    'refundMail.disputeLost':
      'Tvisten om beställning {order} ({amount}) avgjordes till köparens fördel: beloppet gick tillbaka till köparen och gruppens andel av det dras från gruppens intäkter (från nästa utbetalning om den redan har betalats ut). Avgiften för tvisten betalar Fundshop, inte gruppen.',
  },
  fr: {
    'delivery.pageTitle': 'Vos livres numériques',
    'delivery.noDownloadsLeft':
      'Il ne reste aucun téléchargement pour ce fichier. Écrivez au soutien si vous en avez de nouveau besoin.',
    'delivery.linkUnknown':
      'Ce lien vers vos livres numériques n’est pas valide ou est expiré. Utilisez le courriel le plus récent au sujet de votre commande, ou écrivez au soutien.',
    'delivery.downloadExpired':
      'Ce lien de téléchargement est expiré. Ouvrez de nouveau la page de vos livres numériques et appuyez sur Télécharger.',
    'delivery.downloadLimit':
      'Ce fichier a été téléchargé le nombre maximal de fois permis. Écrivez au soutien si vous en avez de nouveau besoin.',
    'delivery.downloadsSuspended': 'Les téléchargements sont suspendus pendant l’examen du paiement de cette commande.',
    'delivery.refunded': 'Cette commande a été remboursée. Ses livres numériques ne peuvent plus être téléchargés.',
    'delivery.resend': 'Envoyer le lien de nouveau',
    'delivery.orderWithoutEmail':
      'Cette commande n’a aucune adresse courriel où envoyer les livres numériques. Imprimez plutôt un bon de livres numériques et remettez-le à l’acheteur.',
    'delivery.bookNotInOrder': 'Ce livre numérique ne fait pas partie de la commande.',
    'delivery.resent': 'Nous avons envoyé le lien à l’adresse courriel de la commande.',
    'delivery.selfRefund': 'Annuler et rembourser',
    'delivery.selfRefundConfirm':
      'Annuler cette commande et rembourser le montant total sur votre carte? Les livres numériques ne pourront alors plus être téléchargés.',
    'delivery.refundNotAllowed':
      'Cette commande ne peut plus être annulée ici : les 14 jours sont écoulés ou un livre numérique a été téléchargé. Écrivez au soutien.',
    'delivery.refundTooLarge': 'Le remboursement dépasse ce qui reste de la commande.',
    'delivery.refundProviderFailed':
      'Le remboursement n’a pas pu être effectué pour le moment. Veuillez réessayer dans quelques minutes.',
    'delivery.refundOnlyCard': 'Seules les commandes payées par carte peuvent être remboursées.',
    'delivery.inTheMail':
      'Vos livres numériques sont dans le courriel que nous venons de vous envoyer : ouvrez son lien pour les télécharger en EPUB et en PDF.',
    'delivery.colophonTitle': 'Exemplaire personnel',
    'delivery.voucherTitle': 'Vos livres numériques',
    'delivery.voucherPrint': 'Imprimer le bon',
    'delivery.voucherButton': 'Bon de livres numériques',
    'delivery.resendButton': 'Renvoyer les livres numériques',
    'delivery.refundedMailSubject': 'Votre remboursement',
    'delivery.organiserRefundMailSubject': 'Une commande a été remboursée',
    'delivery.selfRefundTitle': 'Annuler cette commande?',
    'delivery.keepOrder': 'Garder ma commande',
    'delivery.codeIntro': 'Entrez le code imprimé sur votre bon de livres numériques.',
    'delivery.codeLabel': 'Code du bon',
    'delivery.codeOpen': 'Ouvrir mes livres numériques',
    'delivery.codeInvalid': 'Ce n’est pas un code de bon. Il compte 26 lettres et chiffres, en groupes de cinq.',
    'delivery.voucherCodeLabel': 'Votre code',
    'delivery.voucherQrLabel': 'Code QR de la page des livres numériques',
    'delivery.orderRefunded': 'Remboursée',
    'delivery.intro': 'Merci d’appuyer {seller} et {group}. Vos livres numériques sont prêts à être téléchargés.',
    'delivery.download': 'Télécharger {format}',
    'delivery.downloadName': 'Télécharger {format} : {book}',
    'delivery.downloadsLeft': '{count, plural, one {# téléchargement restant} other {# téléchargements restants}}',
    'delivery.fileSizeKb': '{size} Ko',
    'delivery.fileSizeMb': '{size} Mo',
    'delivery.selfRefundUntil':
      'Vous pouvez annuler et obtenir un remboursement complet jusqu’au {date}, tant que vous n’avez téléchargé aucun livre numérique.',
    'delivery.selfRefundDone':
      'Votre commande a été annulée. Le remboursement de {amount} est en route vers votre carte.',
    'delivery.partlyRefunded': 'Un montant de {amount} de cette commande a été remboursé sur votre carte.',
    'delivery.voucherFor': 'Pour {name}',
    'delivery.voucherHowTo':
      'Balayez le code ou ouvrez {url} et entrez le code pour télécharger vos livres numériques.',
    'delivery.stampLine': 'Exemplaire personnel de {name}, commande {order}',
    'delivery.stampColophon':
      'Ce livre numérique est l’exemplaire personnel de {name}, acheté sur Fundshop avec la commande {order}. Merci de ne pas le partager.',
    'checkoutPage.title': 'Paiement',
    'checkoutPage.back': 'Retour',
    'checkoutPage.noSession':
      'Ce paiement ne peut être commencé qu’à partir du magasin. Veuillez retourner au magasin et passer à la caisse de nouveau.',
    'checkoutPage.backToStore': 'Retour au magasin',
    'checkoutPage.supporting': 'pour appuyer {sellerName}',
    'checkoutPage.stripeUnavailable':
      'Le paiement par carte n’est pas disponible pour le moment. Veuillez réessayer plus tard.',
    'checkoutPage.cardPayment': 'Paiement par carte',
    'checkoutPage.cardNumber': 'Numéro de carte',
    'checkoutPage.expiry': 'Date d’expiration',
    'checkoutPage.expiryFormat': 'MM/AA',
    'checkoutPage.cvc': 'CVC',
    'checkoutPage.cardDeclined': 'Votre carte a été refusée.',
    'checkoutPage.testCards':
      'Paiement d’essai : aucune carte n’est débitée. 4242 4242 4242 4242 paie, 4000 0000 0000 0002 est refusée.',
    'shopPage.ebooks': 'Livres numériques',
    'shopPage.tryAgain': 'Réessayer',
    'shopPage.yourCart': 'Votre panier',
    'shopPage.yourDetails': 'Vos coordonnées',
    'shopPage.products': 'Produits',
    'legal.updated': 'Dernière mise à jour : novembre 2026',
    'legal.organisers': 'Organisateurs',
    'legal.participants': 'Participants',
    'legal.supporters': 'Partisans',
    'legal.termsIntro':
      'Fundshop permet à des groupes comme des classes, des équipes sportives et des clubs d’amasser des fonds en vendant des livres numériques. Ces conditions s’appliquent à l’organisateur qui inscrit un groupe, aux participants qui vendent et aux partisans qui achètent. Questions : {email}.',
    'legal.termsService': 'Le service',
    'legal.termsServiceFree':
      'Un groupe inscrit un magasin en ligne gratuitement : aucuns frais, ni frais cachés, pour le groupe. Chaque participant obtient un magasin personnel avec son propre lien et son propre code QR. Les partisans y achètent des livres numériques par carte, sans compte.',
    'legal.termsServiceShare':
      '{percent} % de chaque achat profite au groupe; le reste couvre les livres numériques, les frais de carte et le fonctionnement de Fundshop.',
    'legal.termsOrganiserDuties':
      'L’organisateur doit avoir au moins {age} ans et ne peut inscrire qu’un groupe au nom duquel il est autorisé à agir. L’organisateur garde les informations de connexion en sécurité, n’ajoute que des participants qui ont accepté de participer et ne remet le code de connexion d’un participant qu’à ce participant (ou, pour un enfant, à un parent ou à un tuteur).',
    'legal.termsOrganiserMoney':
      'La part du groupe est versée dans le compte de paiement que l’organisateur configure auprès de notre fournisseur de paiement par carte. Les commandes que l’organisateur ou un participant inscrit comme payées comptant comptent dans les ventes; la part de la plateforme sur ces commandes est déduite du versement.',
    'legal.termsOrganiserPayout':
      'Pour être payé, l’organisateur verrouille le magasin en ligne (il n’accepte alors plus de nouvelles commandes) et lance le versement. Un versement exige des revenus d’au moins {amount} dans la devise du groupe; il arrive généralement à la banque dans un délai de 2 à 7 jours ouvrables.',
    'legal.termsParticipants':
      'Un participant s’inscrit au moyen du lien du groupe ou est ajouté par l’organisateur, et peut modifier son nom, son objectif, son message et sa photo. Une photo doit montrer quelque chose que le participant a le droit de partager; nous pouvons retirer tout contenu illégal ou blessant.',
    'legal.termsSupporters': 'Partisans : commandes, livraison et remboursements',
    'legal.termsPrices':
      'Les prix sont affichés dans la devise du groupe et comprennent tout; la carte est débitée au moment où la commande est passée. Un reçu est envoyé par courriel.',
    'legal.termsDelivery':
      'Les livres numériques sont livrés par courriel dès que le paiement est confirmé, généralement en quelques minutes : le reçu contient un lien vers votre propre page, où vous les téléchargez. S’ils ne sont pas arrivés, écrivez-nous et nous vous les enverrons de nouveau.',
    'legal.termsRefunds':
      'Si vous changez d’idée, écrivez-nous dans les 14 jours suivant votre commande et avant d’avoir téléchargé les livres numériques, et nous remboursons le montant total sur votre carte. Si un livre numérique ne peut pas être ouvert ou ne correspond pas à sa description, nous le remplaçons ou le remboursons, même après les 14 jours. Un remboursement est déduit de la part du groupe.',
    'legal.termsFairUse': 'Utilisation acceptable',
    'legal.termsFairUseText':
      'N’utilisez pas le service de façon abusive : aucune fausse commande, aucune tentative d’accéder aux données d’autres groupes, aucune inscription automatisée. Nous pouvons verrouiller un magasin en ligne utilisé à d’autres fins qu’une véritable collecte de fonds, et en informer l’organisateur en lui disant pourquoi.',
    'legal.termsPersonalData': 'Renseignements personnels',
    'legal.termsPersonalDataText':
      'La façon dont nous traitons les données des organisateurs, des participants et des partisans est décrite dans la {link}.',
    'legal.termsPrivacyLink': 'politique de confidentialité',
    'legal.termsChanges': 'Modifications et contact',
    'legal.termsChangesText':
      'Si ces conditions changent, nous en informons les organisateurs par courriel avant que le changement s’applique. Questions, plaintes et demandes de remboursement : {email}.',
    'legal.privacyIntro':
      'Cette politique explique quels renseignements personnels Fundshop conserve, pourquoi, pendant combien de temps et qui les voit. Fundshop est responsable de ces renseignements. Questions, ou demande pour consulter, corriger ou supprimer vos données : {email}.',
    'legal.privacyOrganisersKept':
      'Lorsque vous inscrivez un groupe, nous conservons le nom, le pays, la taille, l’objectif et le message aux partisans du groupe, ainsi que vos prénom et nom, votre adresse courriel et votre numéro de téléphone. Votre mot de passe n’est conservé que sous forme de hachage à sens unique.',
    'legal.privacyOrganisersUse':
      'Nous les utilisons pour faire fonctionner votre magasin en ligne, vous envoyer vos informations de connexion et des messages sur les versements, et vous répondre. Le compte de paiement est tenu par notre fournisseur de paiement par carte, qui vous demande lui-même vos coordonnées bancaires; nous ne les voyons pas.',
    'legal.privacyParticipantsKept':
      'Nous conservons le nom d’un participant, son adresse courriel (si elle est fournie), sa photo (si elle est téléversée), son objectif de vente, son message aux partisans et ses ventes. Le code de connexion est conservé chiffré, afin que l’organisateur puisse le remettre.',
    'legal.privacySupportersKept':
      'Lorsque vous commandez, nous conservons votre nom, votre adresse courriel, votre numéro de téléphone, votre adresse postale, le nom de la personne que vous appuyez et ce que vous avez acheté. Nous les utilisons pour livrer les livres numériques, vous envoyer votre reçu, répondre aux questions et traiter les remboursements, ainsi que pour tenir la comptabilité qu’exige la loi.',
    'legal.privacySupportersShown':
      'Les données de votre carte vont directement à notre fournisseur de paiement par carte; nous ne les voyons ni ne les conservons jamais. Le participant que vous appuyez voit votre prénom, ce que vous avez acheté et votre message personnel ({percent} % de la commande profite à son groupe), jamais votre adresse courriel, votre numéro de téléphone ni votre adresse postale. L’organisateur du groupe voit votre nom, votre adresse courriel, votre numéro de téléphone et votre adresse postale, pour livrer votre commande et répondre à vos questions. Ni l’un ni l’autre ne voit votre carte.',
    'legal.privacyHowLong': 'Durée de conservation',
    'legal.privacyCheckouts':
      'Un passage à la caisse qui n’est pas payé dans les 24 heures est annulé et les renseignements qui y ont été saisis sont effacés.',
    'legal.privacyRetentionSupporters':
      'Les noms, adresses courriel, numéros de téléphone, adresses postales et messages des partisans sont effacés {days, plural, one {# jour} other {# jours}} après le dernier versement du groupe. Les numéros de commande et les montants sont conservés pour la comptabilité.',
    'legal.privacyRetentionParticipants':
      'Les comptes des participants sont fermés et leurs noms, adresses courriel, photos et messages effacés {days, plural, one {# jour} other {# jours}} après la fin de la collecte de fonds (verrouillée et versée).',
    'legal.privacyBookkeeping':
      'Les numéros de commande, les montants et les dates sont conservés aussi longtemps que l’exigent les lois sur la comptabilité (jusqu’à 7 ans), sans les noms.',
    'legal.privacySessions':
      'Les sessions de connexion prennent fin après 30 jours. Pour prévenir les abus, nous comptons les demandes par adresse réseau; ces décomptes sont supprimés après une journée.',
    'legal.privacyProcessors': 'Qui d’autre traite les données',
    'legal.privacyProcessorsText':
      'Notre fournisseur de paiement par carte (paiements et versements), notre fournisseur de courriel (envoi des courriels) et notre hébergeur. Chacun traite les données uniquement pour accomplir cette tâche pour nous. Si un outil d’analyse Web ou un pixel publicitaire est activé sur ce site, il enregistre les visites de pages et les inscriptions ou achats effectués, sans votre nom ni votre adresse.',
    'legal.privacyBrowser': 'Dans votre navigateur',
    'legal.privacyBrowserText':
      'Le site conserve votre connexion (organisateurs et participants) et, pendant vos achats, votre panier et les renseignements que vous avez saisis, afin qu’un rechargement de la page ne les efface pas. Une déconnexion ou une commande payée les efface.',
    'legal.privacyRights': 'Vos droits',
    'legal.privacyRightsText':
      'Vous pouvez demander à consulter les données que nous détenons sur vous, à les corriger, à les supprimer ou à en recevoir une copie, et vous pouvez porter plainte auprès de votre autorité de protection des données. Écrivez à {email}; nous répondons dans les 30 jours.',
    'refundMail.buyerText':
      'Nous avons remboursé {amount} de votre commande pour appuyer {seller} et {group} sur la carte utilisée pour payer. Les banques l’affichent généralement dans un délai de 5 à 10 jours.',
    'refundMail.questions': 'Des questions? Écrivez à {email}.',
    'refundMail.refundedNow': 'Remboursé maintenant',
    'refundMail.taxInRefund': 'Dont taxes',
    'refundMail.refundedInAll': 'Total remboursé',
    'refundMail.amountOfTotal': '{refunded} sur {total}',
    'refundMail.organiserText':
      'La commande {order} (vendeur : {seller}) a été remboursée {extent, select, full {en totalité} other {en partie}} : {amount} est retourné sur la carte de l’acheteur. La part du groupe sur ce montant est déduite des revenus du groupe; si elle a déjà été versée, elle est déduite du prochain versement. Votre tableau de bord l’indique sous « Où est l’argent ».',
    'refundMail.openDashboard': 'Ouvrir votre tableau de bord',
    'refundMail.disputeOpenSubject': 'Le paiement de la commande {order} est contesté',
    'refundMail.disputeClosedSubject': 'La contestation de la commande {order} est close',
    'refundMail.disputeOpen':
      'La banque de l’acheteur conteste le paiement par carte de la commande {order} ({amount}). Jusqu’à la décision de la banque, la part du groupe sur ce montant est retenue des versements et les livres numériques de la commande ne peuvent pas être téléchargés. Fundshop répond à la contestation; vous n’avez rien à faire.',
    'refundMail.disputeWon':
      'La contestation de la commande {order} ({amount}) a été tranchée en faveur de Fundshop : la part du groupe n’est plus retenue.',
    'refundMail.disputeLost':
      'La contestation de la commande {order} ({amount}) a été tranchée en faveur de l’acheteur : le montant est retourné à l’acheteur et la part du groupe est déduite de ses revenus (du prochain versement si elle a déjà été versée). Les frais de contestation sont à la charge de Fundshop, pas du groupe.',
  },
});
