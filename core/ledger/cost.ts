/** Credit prices (spec part 4 rule 1). */
export const creditCost = {
  textOrMessages: 10,
  withPhotos: 25,
  followUp: 5,
} as const;

export function estimateCost(input: { photos?: unknown[] | undefined }): number {
  return input.photos && input.photos.length > 0 ? creditCost.withPhotos : creditCost.textOrMessages;
}
