// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Medium: OpenZeppelin 4's MinimalForwarder. Anyone may sign a request and have it run; ether reaches the
// contract only through execute(), which pays out, and nothing records it: what can be taken is what a relayer
// overpaid (OpenZeppelin 5 requires msg.value == req.value).
contract Forwarder {
    mapping(address => uint256) private _nonces;

    function execute(address from, address to, uint256 value, uint256 nonce, bytes calldata data, uint8 v, bytes32 r, bytes32 s) external payable returns (bool ok) { // want "Forwarder.execute\\(\\) lets any caller send value to to; the contract takes ether only in calls that pay ether out, and none asks for any"
        require(ecrecover(keccak256(abi.encode(from, to, nonce, keccak256(data))), v, r, s) == from, "sig");
        require(_nonces[from] == nonce, "nonce");
        _nonces[from] = nonce + 1;
        (ok, ) = to.call{value: value}(abi.encodePacked(data, from));
    }
}

// Vulnerable (high): a deposit pays a fee out, but credits the rest; anyone may then take the pool.
contract FeeVault {
    address public immutable treasury;
    mapping(address => uint256) public credit;

    constructor(address t) { treasury = t; }

    function deposit() external payable {
        credit[msg.sender] += msg.value - 1 gwei;
        payable(treasury).transfer(1 gwei);
    }

    function sweep(address payable to, uint256 amount) external { // want "FeeVault.sweep\\(\\) lets any caller send amount to to$"
        to.transfer(amount);
    }
}

// Vulnerable (high): a sale pays a fee out of the price but keeps the rest, unrecorded; anyone may take it.
contract Shop {
    address payable public immutable feeTo;

    constructor(address payable f) { feeTo = f; }

    function buy() external payable {
        require(msg.value == 1 ether, "price");
        feeTo.transfer(0.01 ether);
    }

    function collect(address payable to) external { // want "Shop.collect\\(\\) lets any caller send address\\(this\\).balance to to$"
        to.transfer(address(this).balance);
    }
}
