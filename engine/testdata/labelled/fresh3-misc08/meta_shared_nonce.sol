// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

/// Gasless deposits and withdrawals for a custodial wallet: a relayer submits the user's signature. Both actions
/// sign the same (user, amount, nonce) tuple, so a signed deposit authorises a withdrawal of the same amount.
contract GaslessWallet {
    mapping(address => uint256) public balances;
    mapping(address => uint256) public nonces;
    mapping(address => uint256) public pendingCredit;

    function credit() external payable {
        pendingCredit[msg.sender] += msg.value;
    }

    function _verify(address user, uint256 amount, bytes memory sig) internal returns (bool) {
        bytes32 digest = keccak256(
            abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(abi.encode(user, amount, nonces[user])))
        );
        (bytes32 r, bytes32 s, uint8 v) = _split(sig);
        // <yes> <report> ACCESS_CONTROL
        address recovered = ecrecover(digest, v, r, s);
        if (recovered != user || recovered == address(0)) return false;
        nonces[user]++;
        return true;
    }

    function depositFor(address user, uint256 amount, bytes calldata sig) external {
        require(_verify(user, amount, sig), "sig");
        pendingCredit[user] -= amount;
        balances[user] += amount;
    }

    function withdrawFor(address user, uint256 amount, bytes calldata sig) external {
        require(_verify(user, amount, sig), "sig");
        balances[user] -= amount;
        (bool ok, ) = payable(user).call{value: amount}("");
        require(ok, "send");
    }

    function _split(bytes memory sig) internal pure returns (bytes32 r, bytes32 s, uint8 v) {
        require(sig.length == 65, "len");
        assembly {
            r := mload(add(sig, 32))
            s := mload(add(sig, 64))
            v := byte(0, mload(add(sig, 96)))
        }
    }
}
