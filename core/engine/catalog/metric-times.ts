/**
 * Hours per square metre or per linear metre, written for metric regions
 * (Mexico, Spain) rather than converted from feet: "0,7 por metro
 * cuadrado", never "0,2153". Most follow the imperial figure of the task
 * (hours per sq ft × 10.76, per ft × 3.28) rounded to a figure a Spanish or
 * Mexican estimator would write; tile, cleaning and fencing follow the
 * metric productivity tables instead.
 *
 * Sources (rounded readings, taken once): CYPE Ingenieros, "Generador de
 * Precios de la Construcción", editions España and México, labour yields
 * (rendimientos de mano de obra) of solados y alicatados (oficial + ayudante:
 * ~0.55 h/m² floor tile, ~0.75 h/m² wall tile, before cuts and set-up), vallas
 * and jardinería; for cleaning, the per-m² times published by Spanish and
 * Mexican cleaning companies for a standard visit (a 90 m² flat in ~2.5-3
 * hours; deep and end-of-tenancy cleaning about twice that).
 */
export const METRIC_HOURS_PER_UNIT: Readonly<Record<string, number>> = {
  'painting.interior.room': 0.48,
  'painting.interior.walls': 0.22,
  'painting.interior.ceiling': 0.27,
  'painting.exterior.house': 0.24,
  'painting.trim': 0.16,
  'painting.deck.stain': 0.16,
  'painting.fence': 0.2,
  'painting.wallpaper.remove': 0.32,
  'painting.wallpaper.install': 0.43,
  'drywall.install': 0.22,
  'plumbing.repipe': 0.32,
  'hvac.duct.replace': 0.13,
  'drywall.ceiling.repair': 0.85,
  'drywall.texture': 0.13,
  'drywall.insulation.install': 0.13,
  'flooring.hardwood.install': 0.65,
  'flooring.laminate.install': 0.43,
  'flooring.vinyl.install': 0.38,
  'flooring.carpet.install': 0.22,
  'flooring.refinish': 0.32,
  'flooring.removal': 0.22,
  'flooring.repair.area': 0.85,
  // CYPE: solado 0.55 h/m², alicatado 0.75 h/m², plus cuts and levelling.
  'tile.floor.install': 0.7,
  'tile.wall.install': 0.9,
  'tile.shower.install': 1.1,
  'tile.regrout': 0.5,
  'electrical.wiring.run': 0.33,
  'roofing.shingles.replace': 0.27,
  'roofing.coating': 0.16,
  'roofing.gutters.install': 0.33,
  'landscaping.mowing': 0.003,
  'landscaping.hedge.trim': 0.13,
  'landscaping.sod.install': 0.13,
  'landscaping.mulch': 0.09,
  'landscaping.weeding': 0.065,
  'fencing.wood.install': 1,
  'fencing.chain_link.install': 0.65,
  'fencing.vinyl.install': 0.8,
  'carpentry.baseboard.install': 0.2,
  'carpentry.crown_molding.install': 0.33,
  'carpentry.ramp.build': 2.6,
  'carpentry.deck.build': 3.8,
  'carpentry.deck.repair': 1.3,
  'carpentry.framing.wall': 1.3,
  'carpentry.countertop.install': 1,
  // A 90 m² flat: ~2.3 h standard, ~4.1 h deep, ~4.5 h end of tenancy, plus set-up.
  'cleaning.house.standard': 0.025,
  'cleaning.house.deep': 0.045,
  'cleaning.move_out': 0.05,
  'cleaning.gutters': 0.066,
  'cleaning.pressure_wash': 0.043,
};
