pragma solidity ^0.8.0;

// A ticket is paid out of the deposit of the sender who signed it. A signature by an account the caller names,
// paid out of no funds of that account's, authorises nothing.
contract Tickets {
    mapping(address => uint256) public deposits;
    mapping(bytes32 => bool) public used;

    function fund() external payable {
        deposits[msg.sender] += msg.value;
    }
    function redeem(address sender, address payable recipient, uint256 faceValue, uint256 nonce, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encode(block.chainid, address(this), sender, recipient, faceValue, nonce));
        require(!used[h]);
        used[h] = true;
        address signer = ecrecover(h, v, r, s);
        require(signer != address(0) && signer == sender);
        deposits[sender] -= faceValue;
        recipient.transfer(faceValue);
    }
    function redeemFromPool(address sender, address payable recipient, uint256 faceValue, uint256 nonce, uint8 v, bytes32 r, bytes32 s) external { // want "Tickets.redeemFromPool\\(\\) lets any caller send faceValue to recipient"
        bytes32 h = keccak256(abi.encode(block.chainid, address(this), sender, recipient, faceValue, nonce, "pool"));
        require(!used[h]);
        used[h] = true;
        address signer = ecrecover(h, v, r, s);
        require(signer != address(0) && signer == sender);
        recipient.transfer(faceValue);
    }
}
