// Turn what a tool returned into one line for the chat window.
function toText (result) {
  if (typeof result === 'string') return result
  if (Array.isArray(result)) {
    return result
      .filter(block => block.type === 'text')
      .map(block => block.text)
      .join('\n')
  }
  return JSON.stringify(result)
}

exports.toText = toText
