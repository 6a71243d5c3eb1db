package detector

import "github.com/vigilsec/vigil/analysis"

// memoized is a value computed once per model, or the panic its computation raised.
type memoized[T any] struct {
	value    T
	panicked any
}

// memo returns compute's result for key, computed once per model and shared by every detector that asks,
// even on other goroutines. A panic in compute is raised again in every caller, so that each detector that
// needed the value fails as it would have failed computing the value itself. key must be a value of a type
// declared for this purpose, so that two questions never share a key.
func memo[T any](m *analysis.Model, key any, compute func() T) T {
	if m == nil {
		return compute()
	}
	r := m.Memo(key, func() (out any) {
		var r memoized[T]
		defer func() {
			if p := recover(); p != nil {
				r.panicked = p
				out = &r
			}
		}()
		r.value = compute()
		return &r
	}).(*memoized[T])
	if r.panicked != nil {
		panic(r.panicked)
	}
	return r.value
}
