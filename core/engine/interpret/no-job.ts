/**
 * What a message with no recognizable job is:
 * - about home work without naming it ("something is broken in my kitchen",
 *   "I need a quote") → a `task` question;
 * - a request for something else ("I want to learn guitar") → unsupported;
 * - nothing usable ("hi", "asdf", "wrong number") → unclear.
 */

export type NoJob = 'ask_task' | 'unsupported' | 'unclear';

const HOME =
  /\b(?:fix|fixed(?! income)|repair|repairs|broken|broke|install|replace|leak\w*|damage\w*|house|home|apartment|apt|condo|room|bedroom|kitchen|bathroom|basement|attic|garage|wall|walls|floor|floors|ceiling|roof|yard|window|windows|door|doors|renovat\w*|remodel\w*|contractor|handyman|property|rental|arregl\w*|repar\w*|instal\w*|romp\w*|descompu\w*|roto|rota|casa|hogar|departamento|depa|piso|cuarto|recamara|habitacion|cocina|bano|pared|paredes|suelo|techo|jardin|patio|ventana|puerta|reforma\w*|remodel\w*|obra)\b/;
const ASKING =
  /\b(?:how do i|how can i|how to|where can i|como puedo|como hago|como se|donde puedo|need|needs|want|wanna|looking for|look for|can you|could you|would you|do you|help me|i'?d like|find me|get me|book|hire|necesito|necesitamos|quiero|queremos|busco|buscamos|ocupo|me puede|me pueden|podrian|podria|pueden|puede|hacen|haceis|me ayud\w*|quisiera)\b/;
/** Words that carry no subject of their own: fillers, politeness, asking for a price or a time. */
export const FILLER = new Set(
  `
i me my we our us you your it its this that there here a an the to of for with and or but in on at by from so just
is are was be been am do does did can could would will should please thanks thank hi hello hey hola buenas buenos dias
tardes noches need needs want wanna looking look like id get got help some something someone somebody anyone anything
done quote estimate price pricing cost costs charge rate how much what when where who which why available availability
today tomorrow week soon asap now time schedule appointment visit come out ok okay yes no sure thing stuff job work
necesito necesitamos quiero queremos busco buscamos ocupo puede pueden podria podrian hacer haceis me mi mis nos el la
los las un una unos unas de del que en con por para y o pero es son esta estan hay algo alguien ayuda cuanto cuesta
cobran precio presupuesto cotizacion cotizar cuando donde como favor gracias hoy manana semana pronto hora horas trabajo
servicio semana mes quisiera tengo tiene sus su lo le les ya si al whats hows wheres whos im ive youre dont cant per hourly
hour rates fee fees minimum charges estimates quotes free serve cover covered licensed insured offer provide service services company business open hours area areas que tal como esta quien habla hablo eres soy this who
tarifa tarifas teneis tienen tienes cobrais cobras cobra vale valen sale salen queria saber cuanta cuantos
`
    .trim()
    .split(/\s+/),
);

/** `raw` keeps the question marks that normalizing drops. */
export function classifyNoJob(norm: string, raw: string): NoJob {
  // "is this still the number for the reno company?", "is this the contractor Deb gave me the number for", "is this the
  // handyman company?", "is this the fella that did the Johnsons' place?": who, not what.
  if (WHO_IS_THIS.test(norm) && !WORK.test(norm.replace(WHO_IS_THIS, ' '))) return 'unclear';
  // "idk yet lol still figuring out all the house stuff": the customer has no job yet to name.
  if (UNDECIDED.test(norm) && !WORK.test(norm)) return 'unclear';
  // "hello?? anyone there?? been trying to reach u since monday": the customer is still trying to reach someone.
  if (REACHING.test(norm) && !WORK.test(norm)) return 'unclear';
  if (HOME.test(norm)) return 'ask_task';
  // "got your number from my broker … what do you guys charge?", "ola mi arma cuanto cobráih?": a bare price question
  // after words that ask for nothing names no job.
  const priceOnly = PRICE_ONLY.exec(norm);
  // "What are your prices like? I am on a fixed income so I like to know ahead.": what follows asks for nothing either.
  if (
    priceOnly &&
    !ASKING.test(norm.slice(0, priceOnly.index)) &&
    !ASKING.test(norm.slice(priceOnly.index + priceOnly[0].length)) &&
    !WORK.test(norm)
  )
    return 'unclear';
  const content = (
    norm
      .replace(ENDEARMENT, ' ')
      .replace(WHO_AND_WHERE_FROM, ' ')
      .match(/[a-z]+/g) ?? []
  ).filter((w) => w.length > 1 && !idle(w) && !idle(said(w)));
  // "¿llegan hasta la colonia Cumbres?", "do you service my area?": where the business works, not a job.
  if (AREA_QUESTION.test(norm) && !WORK.test(norm)) return 'unclear';
  // A bare price question ("how much?", "cuánto cobran la hora?"), availability or small talk names no job: unclear.
  if (content.length === 0) return 'unclear';
  // A question mark alone does not ask for a service: "is this the number for Dave?", "¿con quién tengo el gusto?".
  if (ASKING.test(norm) || (/[?¿]/.test(raw) && content.length >= 2)) return WORK.test(norm) ? 'ask_task' : 'unsupported';
  if (WORK.test(norm)) return 'ask_task';
  return 'unclear';
}

/** A word that carries no subject: a filler, small talk, or one of those said with a dropped final s. */
function idle(w: string): boolean {
  return (
    FILLER.has(w) ||
    SMALL_TALK.has(w) ||
    FILLER.has(w.replace(/e?s$/, '')) ||
    FILLER.has(w.replace(/s$/, '')) ||
    // "ehtái", "cobrái": the vosotros ending said without its s.
    (/[ae]i$/.test(w) && SMALL_TALK.has(`${w}s`))
  );
}

/** Andalusian and Canarian speech written as said: "buenah", "cobráih", "ehtái" are "buenas", "cobráis", "estáis". */
function said(w: string): string {
  return w.length > 3 && w.includes('h') ? w.replace(/(?<=[aeiou])h(?=t|$)/, 's').replace(/ih$/, 'is') : w;
}

/** "mi arma", "mi alma", "pisha": how an Andalusian addresses whoever reads, not a weapon. */
const ENDEARMENT = /\b(?:mi arma|mi alma|miarma|pisha|quillo|illo)\b/g;

/**
 * "hey it's Darlene again", "saludos desde Mérida": who writes and from where, said around the message; the name is
 * no subject.
 */
const WHO_AND_WHERE_FROM =
  /\b(?:(?:it s|its|this is|soy|habla|le escribe|te escribe)\s+[a-z]+(?=\s+(?:again|here|de nuevo|otra vez|otra ves)\b)|(?:saludos|greetings|regards|hello|hi) (?:desde|from) [a-z]+(?: [a-z]+)?)/g;

/** A price asked with nothing after it: "what do you guys charge", "how much do u charge", "¿cuánto cobráis?". */
const PRICE_ONLY =
  /\b(?:(?:me |nos )?(?:podria|puede|podrian|pueden|podrias|puedes) (?:decir|pasar|mandar|enviar|dar) (?:cuales|que) son (?:sus|tus|vuestros|los) (?:precios|tarifas)|(?:cuales|que) son (?:sus|tus|vuestros|los) (?:precios|tarifas)|how much (?:do|would|will|does it) (?:you|yall|y all|it)(?: guys| all| folks)? (?:charge|cost|ask)|wh?at (?:do|would|will) (?:you|yall|y all)(?: guys| all| folks)? charge|what are (?:your|ur) (?:rates|prices)(?: like)?|(?:cuanto|que) (?:cobr(?:an|ais|aih|ai|as|a|ah|ara|arian)|cuesta|sale))\b/;

const UNDECIDED =
  /\b(?:nothin yet|nothing yet|nada todavia|nada aun|(?:holler|call|text|get back to you|let you know) when i know what i need|cuando sepa (?:lo )?que necesito|idk yet|i dont know yet|dont know yet|not sure yet|unsure yet|still figuring(?: it| things| stuff)?(?: out)?|still deciding|havent decided|todavia no (?:se|lo se|lo tengo claro)|aun no (?:se|lo se|lo tengo claro)|no se todavia|no se aun)\b/;

/** A customer who says they are trying to get hold of the business, and nothing else yet. */
const REACHING =
  /\b(?:(?:been |im |i m |i am |we ve been |ive been |i ve been )?trying to (?:reach|contact|call|get (?:a ?hold|ahold|through) (?:of|to)?)|anyone (?:there|home|around|here)|is anybody there|hay alguien|alguien (?:ahi|por ahi)|(?:llevo|llevamos) (?:\w+ )*(?:intentando|tratando de) (?:contactar|comunicarme|localizar|llamar))\b/;

/** The customer checks who they reached. */
const WHO_IS_THIS =
  /\b(?:is this|this is|es este|este es|es esta|esta es|are you)\s+(?:still\s+|sigue siendo\s+)?(?:the\s+|el\s+|la\s+)?(?:right\s+|correct\s+)?(?:(?:handyman|plumbing|plumber|electrical|electric|painting|cleaning|roofing|moving|fencing|flooring|landscaping|lawn|hvac|construction|reno|remodeling)\s+)?(?:number|numero|contractor|company|business|guy|guys|fella|fellow|lady|people|renovation company|reno company|empresa|contratista|compania|(?:maintenance |service |customer service |repair )?line|hotline|office|place|email|address|oficina|linea)\b[^.?!]*/;

/** A message about an earlier talk ("lo que le dije ayer", "following up on what we discussed"): no job of its own. */
const REFERS_BACK =
  /\b(?:lo que (?:le|les|te|os) (?:dije|comente|platique|conte|mande|pedi)|lo que (?:hablamos|platicamos|quedamos|comentamos)|(?:following|follow) up|what (?:we|i) (?:talked|spoke|discussed|said|told)|(?:talked|spoke) (?:about|to you|with you) (?:yesterday|earlier|last)|(?:about|regarding) (?:our|the) (?:conversation|call|chat))\b/;

/**
 * The contact itself, not a job: a call back asked for ("call me back when you get a chance", "ya llamo luego") or a
 * check that what was sent arrived ("le he mandado las fotos, ¿las ha visto?", "did you get the pics").
 */
const ABOUT_THE_CONTACT =
  /\b(?:call me back|call (?:you|u) (?:back|later)|give me a call|(?:ya )?(?:le |les |te |os )?(?:llamo|llamare|marco|hablo) (?:luego|despues|mas tarde|otro dia)|(?:llamame|llameme|marcame|marqueme) (?:luego|despues|cuando)|(?:did|have) (?:you|u) (?:get|got|see|seen|receive|received) (?:the|my) (?:pics|pictures|photos|fotos|message|messages|email|text)|(?:las|los|la|lo) (?:ha|han|has|habeis|haya|hayan) (?:visto|recibido)|ya (?:las|los|la|lo) (?:vio|vieron|viste|recibio|recibieron|recibiste))\b/;

/**
 * The channel itself: a test ("test message from my new tablet", "testing, testing … if you receive this"), a message
 * sent to the wrong chat ("m'he equivocat de xat", "wrong chat sorry"), what the business does ("what do u guys even
 * do"), or a job the customer cannot yet name ("it has gone clean out of my head", "she did not say what for").
 */
const ABOUT_THE_CHANNEL =
  /\b(?:test(?:ing)? (?:message|testing|text|email)|testing,? testing|(?:see|check) (?:if|whether) (?:this|it) (?:goes through|works|reaches|arrives|gets through)|if (?:you|u) (?:receive|get|got|see) this|hope this reaches you|(?:wrong|equivocat de|equivoque de|equivocado de|me equivoque de) (?:chat|xat|person|persona|group|grupo|conversation|conversacion)|what do (?:you|u) (?:guys |all |folks )?(?:even )?do|what (?:do|does) (?:your|ur) (?:company|business) do|(?:gone|slipped|went) (?:clean |right |completely )?(?:out of|from) my (?:head|mind)|(?:forgot|forgotten|forget) what (?:i|it|we) (?:wanted|was|needed|meant)|(?:did not|didnt) say what (?:for|it was for|about)|se me (?:ha )?olvid\w* (?:lo que|que|para que))\b/;

/** A message never meant: "sorry mi gato en el movil", "pocket dial", "ya se cortó el audio, ahí te marco". */
const NEVER_MEANT =
  /\b(?:(?:cat|dog|kid|kids|baby|toddler|son|daughter|gato|gata|perro|nino|nina|hijo|hija|bebe|nene|nena) (?:en|on|walked on|sat on|stepped on|got|grabbed|has|had|took|agarro|cogio|tenia|tiene|con) (?:el|la|my|mi|the) (?:movil|phone|cel|celular|telefono|keyboard|teclado)|pocket dial\w*|butt dial\w*|(?:sent|send) (?:this |that |it )?by (?:accident|mistake)|se perdio la llamada|ahi (?:te|le|les) (?:marco|llamo|hablo|escribo))\b/;

/** A message never meant is about nothing, not about the cat that sent it. */
export function neverMeant(norm: string): boolean {
  return NEVER_MEANT.test(norm);
}

/** A message about an earlier talk or about the contact itself: no job of its own. */
export function refersBack(norm: string): boolean {
  return REFERS_BACK.test(norm) || ABOUT_THE_CONTACT.test(norm) || ABOUT_THE_CHANNEL.test(norm) || NEVER_MEANT.test(norm);
}

/** Words of small talk and availability questions: they never make a request out of a message. */
export const SMALL_TALK = new Set(
  `
open opened closed sunday sundays monday saturday weekend weekends right number wrong sorry kid phone grabbed ok okay lol
haha thing things stuff charge charged guys guy ya yall hhhhhhh test testing hey yo sup morning afternoon evening night
disponibilidad disponible disponibles teneis tienen abierto abren domingo domingos sabado numero equivocado equivoque
perdon disculpa oiga oye cobras cobra tenis hacen haceis cuanto cuanta cuantos cobran sale salen cosa cosas buen buena
plz pls thx u ur bucks dollar dollars pesos euros visit visits call callout trip info informacion informes
quisiera quisieramos saber dar puede pueden podria hr hrs hora horas hour hours visita visitas monday mondays tuesday tuesdays wednesday wednesdays thursday thursdays friday fridays saturdays lunes martes miercoles jueves viernes sabados holiday holidays festivos pregunta question questions details detalles
zona zonas area areas estais estan estas andan andais trabajais trabajan trabajas atienden atendeis llegan llegais vienen venis cubren cubris
nearby near around town city ciudad barrio colonia municipio pueblo serve service servicing cover covering travel
cheaper cheap cheapest than last better deal deals discount discounts beat match lower barato barata baratos economico
rebaja descuento descuentos oferta ofertas mejor anterior ultimo dejar deja dejan dejas mas menos idk dunno general generic
basic whatever sabe give tell send dame deme den decir digan know knowing wondering curious ask asking
pasar pasa pasas pase pasame paseme pasen pasenme mandar manda mandame mandeme manden mandenme enviar envia enviame envie envieme
compartir comparte compartes lista listas listado catalogo tabla list sheet menu
calling called call before earlier previous thing um uh uhm hmm
yeah yep yup nah nope hold never mind tarde ahi aqui nevermind ill wait sec second moment minute momento espera espere bueno este pues
working operating operate operativos operativo operando trabajando abiertos abiertas
january february march april may june july august september october november december
enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre
manejan manejas maneja manejais
mande entendi entiendo entendio entendimos jaja jeje jajaja understand understood
semana semanas week weeks concreto concreta todavia precios precio prices price era nada
still neighbor neighbors neighbour neighbours vecino vecina vecinos friend friends amigo amiga referred recommended recomendo recomendaron dan dais da
pay paying payment payments pago pagos take takes accept accepts venmo zelle paypal etransfer transfer interac cash card cards credit debit cheque cheques check checks bizum efectivo tarjeta tarjetas transferencia aceptan aceptais aceptas loonies toonies
bonjour bonsoir salut allo merci oui non est vous etes ouvert ouverts ouvrez combien prix tarif estime estimation dimanche samedi quoi bon dia bona tarda nit many talk talkin talking only cest pour une quins preus quant quanto
servicios informacion precios nada era saberlo curiosidad gracias solo
usually usual normally typically generally average normalmente usualmente generalmente promedio
illo quillo chiquillo dices dime digame saw seen found ad ads listing listings post posting posted kijiji craigslist marketplace facebook fb offerup nextdoor yelp google anuncio anuncios
back later again reply respond text texted message messaged msg dm whatsapp wa email emailed llamame llamar llamen marcar marca mensaje escribeme
give gimme tell send rough ballpark general generally basic idk dunno just like whatever cheaper cheapest cheap discount deal deals better beat than last previous other before guy guys company companies barato barata baratos mas menos descuento anterior ultimo otro otra dame den manden pasen general generales senor senora senores tipo muchacho
vuestro vuestra vuestros vuestras nuestro nuestra nuestros nuestras usted ustedes disculpe disculpen vez gracies quick
sorry late write writing wrote possible possibly know oiga oye pos ahorita luego digo se bother nothing specific particular
about off ah oh bien luego digo dije paso pasaron dio face fb facebook thumbs thumb emoji insta instagram tiktok good great nice kindly kind
quedo quedamos atento atenta atentos pendiente pendientes conocer muchas muchos muchisimas compromiso sin dire diremos nomas venir vengan venga
talked spoke told said mentioned asked dijo comento platico platicamos hablo hable hablamos llamo llame
trying try tryna idea sense rough happy merry christmas xmas thanksgiving easter new year years holidays between navidad navidades feliz felices fiestas ano nuevo semana santa puente
lemme let first next last unsure yet month months meses he she they them his her their soumission english french spanish ingles frances espanol speak habla hablas hablan parlez
hope hoping fine doing well all too also family families familia familias health salud everyone todos
gratis pagar pagarla pagarlo paga pagan cobra cobran preguntar preguntarle preguntarles preguntaros vosotros se
newsletter advertisement advert card came upon wished wish write writing wrote retired reliable tradespeople tradesmen might
dear sir madam regards sincerely faithfully truly kindly kind shall afraid supper dinner grandson granddaughter grandchildren
onda pa pal rn curious prices
husband hubby wife son daughter mom mum mother dad father brother sister uncle aunt cousin boss landlord
esposo esposa marido hijo hija mama papa madre padre hermano hermana cunado cunada suegro suegra tio tia primo prima jefe casero
abuela abuelo abuelita abuelito abuelos yaya yayo avi iaia nieta nieto nietos nietas puesto movil ve ves oye oiga escriba escribais escribo formales serios seria recomendado
someplace ha he han has hemos esto eso dicho sois muy soy somos
alo hola hello mando mandas audio audios nota notas voz voice note notes reunion reuniones meeting meetings ahora estoy
ce anglais francais espagnol anglaise hear me escucha escuchan escuchas oyes oigo
kiero saver kuanto kuanta kobran kobra kobras kobrais espero saludos again gonna cost costs ola whatd say ora`
    .trim()
    .split(/\s+/),
);
const AREA_QUESTION =
  /\b(?:zonas?|areas?|colonias?|barrios?|municipios?|ciudad|ciudades|pueblos?|fraccionamientos?|neighbou?rhoods?|towns?|city|cities|county|counties|zip|codigo postal)\b[\s\S]*$|\b(?:llegan|llegais|vienen|venis|cubren|cubris|atienden|atendeis|trabajan|trabajais|come out to|travel to)\b/;

/** Signs of a home job without a named task ("I need some work done", "algo se rompió"). */
const WORK =
  /\b(?:fix|fixed(?! income)|repair|repairs|broken|broke|install|replace|leak\w*|damage\w*|renovat\w*|remodel\w*|contractor|handyman|work done|job done|project|arregl\w*|repar\w*|instal\w*|romp\w*|descompu\w*|roto|rota|reforma\w*|obra|chamba|trabajito|assembl\w*|put together|build|built|construct\w*|demolish\w*|demo|tear (?:down|out)|knock down|(?:hang|mount|remove|haul) (?:a|an|the|my|our|some|up|old|this|that)|armar|arme|armen|ensambl\w*|montar|monten|colgar|cuelguen|construir|construyan|quitar|quiten|retirar|retiren|demoler|derribar|tirar (?:un|una|el|la) (?:muro|pared|barda|techo|tabique)|poner (?:un|una)|pongan (?:un|una))\b/;
