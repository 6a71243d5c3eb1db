pragma solidity =0.6.6;
interface IPair { function swap(uint, uint, address, bytes calldata) external; }
// Safe: _swap loops over the path the caller of swap passes; _payAll over receivers others registered.
contract Router {
    address[] public registered;
    function _swap(uint[] memory amounts, address[] memory path, address[] memory pairs, address _to) internal {
        for (uint i; i < path.length - 1; i++) {
            (address input, address output) = (path[i], path[i + 1]);
            address to = i < path.length - 2 ? pairs[i + 1] : _to;
            IPair(pairs[i]).swap(input < output ? 0 : amounts[i + 1], input < output ? amounts[i + 1] : 0, to, new bytes(0));
        }
    }
    function swap(uint[] calldata amounts, address[] calldata path, address[] calldata pairs, address to) external {
        require(path.length >= 2);
        _swap(amounts, path, pairs, to);
    }
    function join() external { registered.push(msg.sender); }
    function _payAll(address[] memory rs) internal {
        for (uint i; i < rs.length; i++) {
            payable(rs[i]).transfer(1); // want "Router._payAll\\(\\) calls payable\\(rs\\[i\\]\\) inside a loop"
        }
    }
    function payAll() external {
        _payAll(registered);
    }
}
