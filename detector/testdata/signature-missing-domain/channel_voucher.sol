pragma solidity ^0.8.20;

// A one-way channel hub whose vouchers are consumed with the channel record: kept from being replayed here,
// but signed over neither this hub nor the chain, so a voucher for a channel id another hub also has passes
// there too.
contract VoucherHub {
    struct Channel { address sender; uint256 deposit; }
    mapping(uint256 => Channel) public channels;
    address payable public service;
    constructor() { service = payable(msg.sender); }
    function open(uint256 id) external payable {
        require(channels[id].sender == address(0));
        channels[id] = Channel(msg.sender, msg.value);
    }
    function close(uint256 id, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        Channel storage c = channels[id];
        require(c.sender != address(0), "no channel");
        require(amount <= c.deposit, "over");
        bytes32 h = keccak256(abi.encodePacked(id, amount)); // want "VoucherHub.close\\(\\) checks a signature with ecrecover\\(h, v, r, s\\) over a hash that names neither this contract nor the chain"
        address signer = ecrecover(h, v, r, s);
        require(signer != address(0) && signer == c.sender, "voucher");
        uint256 refund = c.deposit - amount;
        address payable back = payable(c.sender);
        delete channels[id];
        service.transfer(amount);
        back.transfer(refund);
    }
}
