pragma solidity ^0.8.0;

contract Permit {
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => uint256) public nonces;
    address public owner;

    function permit(address holder, address spender, uint256 value, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(address(this), block.chainid, holder, spender, value, nonces[holder]++));
        address signer = ecrecover(digest, v, r, s); // want "Permit.permit\\(\\) uses the result of ecrecover\\(digest, v, r, s\\) without rejecting address\\(0\\): it is compared with holder"
        require(signer == holder, "bad signature");
        allowance[holder][spender] = value;
    }

    function permitChecked(address holder, address spender, uint256 value, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(address(this), block.chainid, holder, spender, value, nonces[holder]++));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == holder, "bad signature");
        allowance[holder][spender] = value;
    }

    function recover(bytes32 h, uint8 v, bytes32 r, bytes32 s) internal pure returns (address signer) {
        signer = ecrecover(h, v, r, s);
        if (signer == address(0)) revert("invalid signature");
    }

    function permitHelper(address holder, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(address(this), holder, nonces[holder]++));
        require(recover(digest, v, r, s) == holder);
        allowance[holder][msg.sender] = 1;
    }

    // Compared with a stored signer only: the stored owner is assumed set.
    function ownerAction(bytes32 h, uint8 v, bytes32 r, bytes32 s) external {
        require(ecrecover(h, v, r, s) == owner);
        nonces[owner]++;
    }
}

contract Credit {
    mapping(address => uint256) public credits;
    mapping(bytes32 => bool) public done;

    function redeem(bytes32 h, uint8 v, bytes32 r, bytes32 s) external {
        require(!done[h]);
        done[h] = true;
        address who = recoverSigner(h, v, r, s);
        credits[who] += 1;
    }

    function recoverSigner(bytes32 h, uint8 v, bytes32 r, bytes32 s) internal pure returns (address) {
        return ecrecover(h, v, r, s); // want "it selects credits\\[who\\]"
    }
}
