/**
 * Words that name a trade without naming a job. A clause that only matches
 * one of these becomes a `task` question (or, for handyman, hourly work).
 */
import type { Trade } from './types.js';

export const TRADE_KEYWORDS: Record<Trade, readonly string[]> = {
  painting: ['paint', 'painting', 'painter', 'repaint', 'pint', 'pintura', 'pintor', 'repint'],
  plumbing: [
    'plumb',
    'plumber',
    'plumbing',
    'plomer',
    'fontaner',
    // The trade's name ("servicio de plomería") is no inflection of the worker's ("plomero").
    'plomeria',
    'fontaneria',
    'tinaco',
    'flotador',
    'leak',
    'leaking',
    'fuga',
    'tuberia',
    'pipe',
    'pipes',
  ],
  electrical: ['electric', 'electrician', 'electrical', 'wiring', 'electricista', 'electrico', 'electrica'],
  carpentry: ['carpenter', 'carpentry', 'woodwork', 'carpinter', 'carpinteria', 'ebanista'],
  drywall: ['drywall', 'sheetrock', 'tablaroca', 'pladur', 'yeso', 'plaster'],
  flooring: ['floor', 'floors', 'flooring', 'carpet', 'carpeting', 'piso', 'pisos', 'suelo', 'suelos', 'tarima'],
  tile: ['tile', 'tiles', 'tiling', 'tiler', 'azulejo', 'azulejos', 'loseta', 'losetas', 'baldosa', 'baldosas', 'alicatad'],
  roofing: ['roof', 'roofer', 'roofing', 'tejado', 'azotea', 'techador', 'techero'],
  hvac: ['hvac', 'furnace', 'heating', 'cooling', 'ac', 'aircon', 'calefaccion', 'clima', 'climas', 'climatizacion', 'refrigeracion'],
  landscaping: ['landscap', 'lawn', 'yard', 'garden', 'gardener', 'gardening', 'jardin', 'jardinero', 'jardineria', 'pasto', 'cesped'],
  cleaning: ['clean', 'cleaning', 'cleaner', 'cleaners', 'maid', 'limpi', 'limpieza', 'aseo', 'asistenta', 'muchacha'],
  appliances: ['appliance', 'appliances', 'electrodomestic'],
  fencing: ['fence', 'fencing', 'cerca', 'valla', 'cerco', 'barda'],
  windows_doors: ['window', 'windows', 'door', 'doors', 'ventana', 'ventanas', 'puerta', 'puertas'],
  handyman: ['handyman', 'handymen', 'handy', 'manitas', 'todero', 'chambitas', 'maestro', 'assemble', 'assembly', 'ensamblar'],
  moving: ['move', 'moving', 'movers', 'mudanza', 'mudar', 'mudanceros', 'flete'],
};
