/**
 * Quebec customers write to an English-speaking business in French, or in
 * English with French words ("faire peinturer mon salon", "2 gars for 2
 * heures", "la porte patio frotte"). The engine reads English and Spanish, so
 * these rewrite the French words of home work to the English words the catalog
 * knows (whole words, after normalizing: lower case, no accents, and French
 * elisions split, "d'entrée" → "d entree"). French articles and verbs with no
 * job in them are left alone; `detectLanguage` counts them for English where
 * the region speaks English, so a French message is never read as Spanish.
 *
 * No pattern may be a Spanish word: the rules run on every message. Where a
 * French word is also English ("four", "salon", "patio"), it is rewritten only
 * after a French article.
 */
export const QUEBEC_WORDS: ReadonlyArray<readonly [string, string]> = [
  // Before "plafond" alone: "ventilateurs de plafond" are ceiling fans.
  ['ventilateurs? de plafond', 'ceiling fans'],
  // Painting.
  ['peinturer|peinture|peintre|repeindre|peindre', 'paint'],
  ['murs', 'walls'],
  ['mur', 'wall'],
  ['plafonds', 'ceilings'],
  ['plafond', 'ceiling'],
  // Rooms.
  ['chambres(?: a coucher)?', 'bedrooms'],
  ['chambre(?: a coucher)?', 'bedroom'],
  ['(?:le |mon |du |au )salon', 'the living room'],
  ['sous ?-?sol', 'basement'],
  ['salles? de bains?|salles? d eau', 'bathroom'],
  ['cuisine', 'kitchen'],
  ['(?:la |ma |dans la |dans ma )cour(?: arriere)?|cour arriere', 'the backyard'],
  ['cour avant|terrain(?= (?:devant|avant))', 'the front yard'],
  ['appart(?:ement)?', 'apartment'],
  ['escaliers?', 'stairs'],
  // Doors and windows: "la porte patio", "la porte d'entrée", "porte de garage".
  ['portes? patio|portes? fenetres?', 'patio door'],
  // Quebec English: "the porte patio is to change", "the gallery is to redo" ("est à changer"): it needs doing.
  ['(?:is|are) to (?:change|replace)', 'needs replacing'],
  ['(?:is|are) to (?:redo|fix|repair)', 'needs fixing'],
  ['(?:is|are) to (?:repaint|paint)', 'needs painting'],
  // "the gallery in front of the house": Quebec's galerie is the front porch.
  ['(?:the |our |my |la |ma )(?:front )?(?:gallery|galerie)', 'the front porch'],
  // "12 feet of long and 6 feet of large", "4 feet of high": French word order for a size.
  ['(feet|foot|ft|metres?|meters?|inches|inch) of long', '$1 long'],
  ['(feet|foot|ft|metres?|meters?|inches|inch) of (?:large|wide)', '$1 wide'],
  ['(feet|foot|ft|metres?|meters?|inches|inch) of (?:high|tall)', '$1 high'],
  ['portes? d entree|portes? avant', 'front door'],
  ['portes? arriere', 'back door'],
  ['portes? de garage', 'garage door'],
  ['(?:la|une|ma|notre|les|des|mes|nos) portes', 'the doors'],
  ['(?:la|une|ma|notre|sa|cette|vieille|nouvelle|grande|petite) porte', 'the door'],
  ['fenetres', 'windows'],
  ['fenetre', 'window'],
  // Roofing and gutters.
  ['(?:le |du |mon |notre )toit', 'the roof'],
  ['toit|toiture', 'roof'],
  ['bardeaux', 'shingles'],
  ['gouttieres?', 'gutters'],
  // Floors, tile, trim.
  ['plancher flottant', 'laminate floor'],
  ['bois franc', 'hardwood'],
  ['planchers?', 'floor'],
  ['ceramique|tuiles', 'tile'],
  ['plinthes?', 'baseboards'],
  ['comptoirs', 'countertops'],
  ['comptoir', 'countertop'],
  ['armoires', 'cabinets'],
  // Plumbing, heating, appliances, electrical.
  ['chauffe ?-?eau', 'water heater'],
  ['robinets?', 'faucet'],
  ['toilettes?', 'toilet'],
  ['evier', 'sink'],
  ['douche', 'shower'],
  ['(?:le |du |autour du |the )bain', 'the tub'],
  ['coule(?: sans arret)?|fuit(?: sans arret)?', 'leaks'],
  ['thermopompe', 'heat pump'],
  ['fournaise', 'furnace'],
  ['climatiseur', 'air conditioner'],
  ['lave ?-?vaisselle', 'dishwasher'],
  ['laveuse', 'washer'],
  ['secheuse', 'dryer'],
  ['(?:le |du |mon |au )four', 'the oven'],
  ['prises?(?: electriques?)?', 'outlet'],
  ['interrupteurs?', 'switch'],
  ['luminaires?', 'light fixture'],
  ['ventilateurs', 'fans'],
  ['ventilateur', 'fan'],
  ['lumieres', 'lights'],
  ['lumiere', 'light'],
  ['panneau electrique', 'electrical panel'],
  ['electricien', 'electrician'],
  ['electriques?', 'electric'],
  ['plombier', 'plumber'],
  ['gypse', 'drywall'],
  ['trous', 'holes'],
  // Outside: fences, lawn, trees, snow.
  ['clotures', 'fences'],
  ['cloture', 'fence'],
  ['tonte (?:de |du )?(?:la )?(?:pelouse|gazon)', 'lawn mowing'],
  ['pelouse|gazon', 'lawn'],
  ['haies', 'hedges'],
  ['haie', 'hedge'],
  ['arbres', 'trees'],
  ['arbre|frene|erable', 'tree'],
  ['abattre|couper', 'cut down'],
  ['deneigement|deneiger', 'snow removal'],
  ['neige', 'snow'],
  ['terrasse', 'deck'],
  // Moving and cleaning.
  ['demenageurs', 'movers'],
  ['demenagement|demenager', 'move'],
  ['nettoyage|nettoyer', 'cleaning'],
  ['menage', 'house cleaning'],
  // Work verbs, people, amounts.
  ['a (?:patcher|reparer|changer|installer)', 'to fix'],
  ['poser|installer(?= (?:un|une|des|le|la|les|mon|ma|mes|notre|nos|\\d))', 'install'],
  ['changer|remplacer', 'replace'],
  ['reparer', 'repair'],
  ['refaire', 'redo'],
  ['hommes? a tout faire', 'handyman'],
  ['besoin (?:d un|d une|de|d)|besoin', 'need'],
  // "des années 90", "environ 12 ans": an age, never an amount.
  ['annees (\\d0)', 'the $1s'],
  ['ans|annees?', 'years'],
  // Quebec names an apartment by its rooms plus the bathroom: a "4 1/2" has two bedrooms.
  ['(?:un|une|a|mon|notre|our|my|the) 3 1/2', 'a 1 bedroom apartment'],
  ['(?:un|une|a|mon|notre|our|my|the) 4 1/2', 'a 2 bedroom apartment'],
  ['(?:un|une|a|mon|notre|our|my|the) 5 1/2', 'a 3 bedroom apartment'],
  ['(?:un|une|a|mon|notre|our|my|the) 6 1/2', 'a 4 bedroom apartment'],
  ['gars', 'guys'],
  ['heures', 'hours'],
  ['heure', 'hour'],
  ['pieds? carres?|pi2|pi carres?', 'sq ft'],
  ['pieds', 'feet'],
  ['pouces', 'inches'],
  ['chaque', 'each'],
  ['environ', 'about'],
  ['nouveaux?|nouvelles?|neufs?|neuves?', 'new'],
  ['pis aussi|pis', 'and'],
  // French "et" between two jobs ("refaire le toit et changer la porte"); Catalan's "et" ("et truco") is not before these.
  ['et (?=(?:aussi|le|la|les|un|une|des|du|mon|ma|mes|changer|replace|refaire|redo|install|poser|faire|paint|\\d))', 'and '],
  ['svp', 'please'],
  // Short answers: "oui juste celle du haut", "il y a déjà des luminaires".
  ['oui', 'yes'],
  ['juste', 'just'],
  ['seulement', 'only'],
  ['aussi', 'also'],
  ['il y a(?: deja)?', 'there are already'],
  ['(?:celle|celui) (?:du haut|d en haut)', 'the upstairs one'],
  ['(?:celle|celui) (?:du bas|d en bas)', 'the downstairs one'],
];
