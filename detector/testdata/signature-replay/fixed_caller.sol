pragma solidity ^0.8.20;

// An ERC-4337 account checks a digest its entry point computed (reported low); a payment channel accepts one
// signature and destroys itself.
struct UserOperation { address sender; uint256 nonce; bytes callData; bytes signature; }
contract SimpleAccount {
    address public immutable entryPoint;
    address public owner;
    constructor(address ep, address o) { entryPoint = ep; owner = o; }
    function validateUserOp(UserOperation calldata userOp, bytes32 userOpHash, uint256 missingFunds) external returns (uint256) {
        require(msg.sender == entryPoint, "entry point");
        bytes32 h = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", userOpHash));
        (bytes32 r, bytes32 s, uint8 v) = abi.decode(userOp.signature, (bytes32, bytes32, uint8));
        if (ecrecover(h, v, r, s) != owner) return 1; // want "SimpleAccount.validateUserOp\\(\\) checks a signature .*only a privileged caller can submit it"
        if (missingFunds > 0) { (bool ok, ) = payable(msg.sender).call{value: missingFunds}(""); ok; }
        return 0;
    }
}
contract Channel {
    address payable public sender;
    address payable public recipient;
    constructor(address payable r) payable { sender = payable(msg.sender); recipient = r; }
    function close(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        require(msg.sender == recipient);
        bytes32 h = keccak256(abi.encodePacked(address(this), amount));
        require(ecrecover(h, v, r, s) == sender);
        recipient.transfer(amount);
        selfdestruct(sender);
    }
}
