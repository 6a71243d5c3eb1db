// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Off-chain matches: the result server signs (winner, reward); the winner submits the signature to be paid.
contract MatchSettlement {
    IERC20 public immutable token;
    address public resultSigner;
    address public admin;

    constructor(IERC20 _token, address _signer) {
        token = _token;
        resultSigner = _signer;
        admin = msg.sender;
    }

    function _recover(bytes32 digest, bytes memory sig) internal pure returns (address) {
        require(sig.length == 65, "sig length");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(sig, 32))
            s := mload(add(sig, 64))
            v := byte(0, mload(add(sig, 96)))
        }
        return ecrecover(digest, v, r, s);
    }

    function claimWin(uint256 matchId, uint256 reward, bytes calldata sig) external {
        bytes32 digest = keccak256(
            abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(abi.encodePacked(msg.sender, matchId, reward)))
        );
        // <yes> <report> ACCESS_CONTROL
        require(_recover(digest, sig) == resultSigner, "bad signature");
        require(token.transfer(msg.sender, reward), "transfer");
    }
}
